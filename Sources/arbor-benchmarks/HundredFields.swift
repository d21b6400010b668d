import ComposableArchitecture

// The feature of `observe-fields` and its plain twin for the physical limit: 100 `Int` fields,
// one action changing one of them. Written out field by field, as a user writes state.

/// A feature whose observable state has 100 fields; `.bump(n)` adds one to field `n`.
@Reducer
struct HundredFields {
  @ObservableState
  struct State: Equatable {
    var field0 = 0
    var field1 = 0
    var field2 = 0
    var field3 = 0
    var field4 = 0
    var field5 = 0
    var field6 = 0
    var field7 = 0
    var field8 = 0
    var field9 = 0
    var field10 = 0
    var field11 = 0
    var field12 = 0
    var field13 = 0
    var field14 = 0
    var field15 = 0
    var field16 = 0
    var field17 = 0
    var field18 = 0
    var field19 = 0
    var field20 = 0
    var field21 = 0
    var field22 = 0
    var field23 = 0
    var field24 = 0
    var field25 = 0
    var field26 = 0
    var field27 = 0
    var field28 = 0
    var field29 = 0
    var field30 = 0
    var field31 = 0
    var field32 = 0
    var field33 = 0
    var field34 = 0
    var field35 = 0
    var field36 = 0
    var field37 = 0
    var field38 = 0
    var field39 = 0
    var field40 = 0
    var field41 = 0
    var field42 = 0
    var field43 = 0
    var field44 = 0
    var field45 = 0
    var field46 = 0
    var field47 = 0
    var field48 = 0
    var field49 = 0
    var field50 = 0
    var field51 = 0
    var field52 = 0
    var field53 = 0
    var field54 = 0
    var field55 = 0
    var field56 = 0
    var field57 = 0
    var field58 = 0
    var field59 = 0
    var field60 = 0
    var field61 = 0
    var field62 = 0
    var field63 = 0
    var field64 = 0
    var field65 = 0
    var field66 = 0
    var field67 = 0
    var field68 = 0
    var field69 = 0
    var field70 = 0
    var field71 = 0
    var field72 = 0
    var field73 = 0
    var field74 = 0
    var field75 = 0
    var field76 = 0
    var field77 = 0
    var field78 = 0
    var field79 = 0
    var field80 = 0
    var field81 = 0
    var field82 = 0
    var field83 = 0
    var field84 = 0
    var field85 = 0
    var field86 = 0
    var field87 = 0
    var field88 = 0
    var field89 = 0
    var field90 = 0
    var field91 = 0
    var field92 = 0
    var field93 = 0
    var field94 = 0
    var field95 = 0
    var field96 = 0
    var field97 = 0
    var field98 = 0
    var field99 = 0
  }
  enum Action { case bump(Int) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump(let field):
        switch field {
        case 0: state.field0 += 1
        case 1: state.field1 += 1
        case 2: state.field2 += 1
        case 3: state.field3 += 1
        case 4: state.field4 += 1
        case 5: state.field5 += 1
        case 6: state.field6 += 1
        case 7: state.field7 += 1
        case 8: state.field8 += 1
        case 9: state.field9 += 1
        case 10: state.field10 += 1
        case 11: state.field11 += 1
        case 12: state.field12 += 1
        case 13: state.field13 += 1
        case 14: state.field14 += 1
        case 15: state.field15 += 1
        case 16: state.field16 += 1
        case 17: state.field17 += 1
        case 18: state.field18 += 1
        case 19: state.field19 += 1
        case 20: state.field20 += 1
        case 21: state.field21 += 1
        case 22: state.field22 += 1
        case 23: state.field23 += 1
        case 24: state.field24 += 1
        case 25: state.field25 += 1
        case 26: state.field26 += 1
        case 27: state.field27 += 1
        case 28: state.field28 += 1
        case 29: state.field29 += 1
        case 30: state.field30 += 1
        case 31: state.field31 += 1
        case 32: state.field32 += 1
        case 33: state.field33 += 1
        case 34: state.field34 += 1
        case 35: state.field35 += 1
        case 36: state.field36 += 1
        case 37: state.field37 += 1
        case 38: state.field38 += 1
        case 39: state.field39 += 1
        case 40: state.field40 += 1
        case 41: state.field41 += 1
        case 42: state.field42 += 1
        case 43: state.field43 += 1
        case 44: state.field44 += 1
        case 45: state.field45 += 1
        case 46: state.field46 += 1
        case 47: state.field47 += 1
        case 48: state.field48 += 1
        case 49: state.field49 += 1
        case 50: state.field50 += 1
        case 51: state.field51 += 1
        case 52: state.field52 += 1
        case 53: state.field53 += 1
        case 54: state.field54 += 1
        case 55: state.field55 += 1
        case 56: state.field56 += 1
        case 57: state.field57 += 1
        case 58: state.field58 += 1
        case 59: state.field59 += 1
        case 60: state.field60 += 1
        case 61: state.field61 += 1
        case 62: state.field62 += 1
        case 63: state.field63 += 1
        case 64: state.field64 += 1
        case 65: state.field65 += 1
        case 66: state.field66 += 1
        case 67: state.field67 += 1
        case 68: state.field68 += 1
        case 69: state.field69 += 1
        case 70: state.field70 += 1
        case 71: state.field71 += 1
        case 72: state.field72 += 1
        case 73: state.field73 += 1
        case 74: state.field74 += 1
        case 75: state.field75 += 1
        case 76: state.field76 += 1
        case 77: state.field77 += 1
        case 78: state.field78 += 1
        case 79: state.field79 += 1
        case 80: state.field80 += 1
        case 81: state.field81 += 1
        case 82: state.field82 += 1
        case 83: state.field83 += 1
        case 84: state.field84 += 1
        case 85: state.field85 += 1
        case 86: state.field86 += 1
        case 87: state.field87 += 1
        case 88: state.field88 += 1
        case 89: state.field89 += 1
        case 90: state.field90 += 1
        case 91: state.field91 += 1
        case 92: state.field92 += 1
        case 93: state.field93 += 1
        case 94: state.field94 += 1
        case 95: state.field95 += 1
        case 96: state.field96 += 1
        case 97: state.field97 += 1
        case 98: state.field98 += 1
        case 99: state.field99 += 1
        default: break
        }
        return .none
      }
    }
  }
}

extension HundredFields.State {
  /// Every field, in order: `fields[n]` is field `n`.
  static let fields: [KeyPath<Self, Int> & Sendable] = [
    \.field0, \.field1, \.field2, \.field3, \.field4,
    \.field5, \.field6, \.field7, \.field8, \.field9,
    \.field10, \.field11, \.field12, \.field13, \.field14,
    \.field15, \.field16, \.field17, \.field18, \.field19,
    \.field20, \.field21, \.field22, \.field23, \.field24,
    \.field25, \.field26, \.field27, \.field28, \.field29,
    \.field30, \.field31, \.field32, \.field33, \.field34,
    \.field35, \.field36, \.field37, \.field38, \.field39,
    \.field40, \.field41, \.field42, \.field43, \.field44,
    \.field45, \.field46, \.field47, \.field48, \.field49,
    \.field50, \.field51, \.field52, \.field53, \.field54,
    \.field55, \.field56, \.field57, \.field58, \.field59,
    \.field60, \.field61, \.field62, \.field63, \.field64,
    \.field65, \.field66, \.field67, \.field68, \.field69,
    \.field70, \.field71, \.field72, \.field73, \.field74,
    \.field75, \.field76, \.field77, \.field78, \.field79,
    \.field80, \.field81, \.field82, \.field83, \.field84,
    \.field85, \.field86, \.field87, \.field88, \.field89,
    \.field90, \.field91, \.field92, \.field93, \.field94,
    \.field95, \.field96, \.field97, \.field98, \.field99,
  ]
}

/// The same 100 fields, plain: no macro, no registrar.
struct PlainHundredFields {
  var field0 = 0
  var field1 = 0
  var field2 = 0
  var field3 = 0
  var field4 = 0
  var field5 = 0
  var field6 = 0
  var field7 = 0
  var field8 = 0
  var field9 = 0
  var field10 = 0
  var field11 = 0
  var field12 = 0
  var field13 = 0
  var field14 = 0
  var field15 = 0
  var field16 = 0
  var field17 = 0
  var field18 = 0
  var field19 = 0
  var field20 = 0
  var field21 = 0
  var field22 = 0
  var field23 = 0
  var field24 = 0
  var field25 = 0
  var field26 = 0
  var field27 = 0
  var field28 = 0
  var field29 = 0
  var field30 = 0
  var field31 = 0
  var field32 = 0
  var field33 = 0
  var field34 = 0
  var field35 = 0
  var field36 = 0
  var field37 = 0
  var field38 = 0
  var field39 = 0
  var field40 = 0
  var field41 = 0
  var field42 = 0
  var field43 = 0
  var field44 = 0
  var field45 = 0
  var field46 = 0
  var field47 = 0
  var field48 = 0
  var field49 = 0
  var field50 = 0
  var field51 = 0
  var field52 = 0
  var field53 = 0
  var field54 = 0
  var field55 = 0
  var field56 = 0
  var field57 = 0
  var field58 = 0
  var field59 = 0
  var field60 = 0
  var field61 = 0
  var field62 = 0
  var field63 = 0
  var field64 = 0
  var field65 = 0
  var field66 = 0
  var field67 = 0
  var field68 = 0
  var field69 = 0
  var field70 = 0
  var field71 = 0
  var field72 = 0
  var field73 = 0
  var field74 = 0
  var field75 = 0
  var field76 = 0
  var field77 = 0
  var field78 = 0
  var field79 = 0
  var field80 = 0
  var field81 = 0
  var field82 = 0
  var field83 = 0
  var field84 = 0
  var field85 = 0
  var field86 = 0
  var field87 = 0
  var field88 = 0
  var field89 = 0
  var field90 = 0
  var field91 = 0
  var field92 = 0
  var field93 = 0
  var field94 = 0
  var field95 = 0
  var field96 = 0
  var field97 = 0
  var field98 = 0
  var field99 = 0

  /// Adds one to field `field`.
  mutating func bump(_ field: Int) {
    switch field {
    case 0: field0 += 1
    case 1: field1 += 1
    case 2: field2 += 1
    case 3: field3 += 1
    case 4: field4 += 1
    case 5: field5 += 1
    case 6: field6 += 1
    case 7: field7 += 1
    case 8: field8 += 1
    case 9: field9 += 1
    case 10: field10 += 1
    case 11: field11 += 1
    case 12: field12 += 1
    case 13: field13 += 1
    case 14: field14 += 1
    case 15: field15 += 1
    case 16: field16 += 1
    case 17: field17 += 1
    case 18: field18 += 1
    case 19: field19 += 1
    case 20: field20 += 1
    case 21: field21 += 1
    case 22: field22 += 1
    case 23: field23 += 1
    case 24: field24 += 1
    case 25: field25 += 1
    case 26: field26 += 1
    case 27: field27 += 1
    case 28: field28 += 1
    case 29: field29 += 1
    case 30: field30 += 1
    case 31: field31 += 1
    case 32: field32 += 1
    case 33: field33 += 1
    case 34: field34 += 1
    case 35: field35 += 1
    case 36: field36 += 1
    case 37: field37 += 1
    case 38: field38 += 1
    case 39: field39 += 1
    case 40: field40 += 1
    case 41: field41 += 1
    case 42: field42 += 1
    case 43: field43 += 1
    case 44: field44 += 1
    case 45: field45 += 1
    case 46: field46 += 1
    case 47: field47 += 1
    case 48: field48 += 1
    case 49: field49 += 1
    case 50: field50 += 1
    case 51: field51 += 1
    case 52: field52 += 1
    case 53: field53 += 1
    case 54: field54 += 1
    case 55: field55 += 1
    case 56: field56 += 1
    case 57: field57 += 1
    case 58: field58 += 1
    case 59: field59 += 1
    case 60: field60 += 1
    case 61: field61 += 1
    case 62: field62 += 1
    case 63: field63 += 1
    case 64: field64 += 1
    case 65: field65 += 1
    case 66: field66 += 1
    case 67: field67 += 1
    case 68: field68 += 1
    case 69: field69 += 1
    case 70: field70 += 1
    case 71: field71 += 1
    case 72: field72 += 1
    case 73: field73 += 1
    case 74: field74 += 1
    case 75: field75 += 1
    case 76: field76 += 1
    case 77: field77 += 1
    case 78: field78 += 1
    case 79: field79 += 1
    case 80: field80 += 1
    case 81: field81 += 1
    case 82: field82 += 1
    case 83: field83 += 1
    case 84: field84 += 1
    case 85: field85 += 1
    case 86: field86 += 1
    case 87: field87 += 1
    case 88: field88 += 1
    case 89: field89 += 1
    case 90: field90 += 1
    case 91: field91 += 1
    case 92: field92 += 1
    case 93: field93 += 1
    case 94: field94 += 1
    case 95: field95 += 1
    case 96: field96 += 1
    case 97: field97 += 1
    case 98: field98 += 1
    case 99: field99 += 1
    default: break
    }
  }

  /// Field `field`'s value.
  func value(_ field: Int) -> Int {
    switch field {
    case 0: field0
    case 1: field1
    case 2: field2
    case 3: field3
    case 4: field4
    case 5: field5
    case 6: field6
    case 7: field7
    case 8: field8
    case 9: field9
    case 10: field10
    case 11: field11
    case 12: field12
    case 13: field13
    case 14: field14
    case 15: field15
    case 16: field16
    case 17: field17
    case 18: field18
    case 19: field19
    case 20: field20
    case 21: field21
    case 22: field22
    case 23: field23
    case 24: field24
    case 25: field25
    case 26: field26
    case 27: field27
    case 28: field28
    case 29: field29
    case 30: field30
    case 31: field31
    case 32: field32
    case 33: field33
    case 34: field34
    case 35: field35
    case 36: field36
    case 37: field37
    case 38: field38
    case 39: field39
    case 40: field40
    case 41: field41
    case 42: field42
    case 43: field43
    case 44: field44
    case 45: field45
    case 46: field46
    case 47: field47
    case 48: field48
    case 49: field49
    case 50: field50
    case 51: field51
    case 52: field52
    case 53: field53
    case 54: field54
    case 55: field55
    case 56: field56
    case 57: field57
    case 58: field58
    case 59: field59
    case 60: field60
    case 61: field61
    case 62: field62
    case 63: field63
    case 64: field64
    case 65: field65
    case 66: field66
    case 67: field67
    case 68: field68
    case 69: field69
    case 70: field70
    case 71: field71
    case 72: field72
    case 73: field73
    case 74: field74
    case 75: field75
    case 76: field76
    case 77: field77
    case 78: field78
    case 79: field79
    case 80: field80
    case 81: field81
    case 82: field82
    case 83: field83
    case 84: field84
    case 85: field85
    case 86: field86
    case 87: field87
    case 88: field88
    case 89: field89
    case 90: field90
    case 91: field91
    case 92: field92
    case 93: field93
    case 94: field94
    case 95: field95
    case 96: field96
    case 97: field97
    case 98: field98
    case 99: field99
    default: 0
    }
  }
}
