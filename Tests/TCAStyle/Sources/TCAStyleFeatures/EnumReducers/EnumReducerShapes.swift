import ComposableArchitecture

// Enum reducers of every shape TCA accepts, many to a file, as a package that depends on Arbor
// builds them: Swift 6.3 once crashed (signal 11) type-checking three of them in one file.
// Building this target is the check.

/// A feature with nothing in it.
@Reducer
public struct EmptyFeature {}

/// Plain state that is not a reducer.
public struct Receipt: Equatable, Sendable {
  public var total: Int
}

/// Enum reducers of each shape.
public enum EnumReducerShapes {
  @Reducer
  public enum SingleFeature {
    case empty(EmptyFeature)
  }

  @Reducer
  public enum TwoFeatures {
    case empty(EmptyFeature)
    case editor(NoteEditor)
  }

  @Reducer
  public enum FourFeatures {
    case first(EmptyFeature)
    case second(EmptyFeature)
    case third(NoteEditor)
    case fourth(NoteEditor)
  }

  @Reducer
  public enum OnlyAnAlert {
    case alert(AlertState<Never>)
  }

  @Reducer
  public enum NoCases {}

  @Reducer
  public enum PlainCases {
    case editor(NoteEditor)
    case idle
    case receipt(Receipt, paidBy: String)
    case totals([Int])
  }

  @Reducer
  public enum MarkedIgnored {
    case editor(NoteEditor)
    @ReducerCaseIgnored
    case receipt(Receipt)
  }

  @Reducer
  public enum DefaultFeature {
    case editor(NoteEditor = NoteEditor())
  }

  @Reducer(state: .equatable, .sendable, action: .equatable, .sendable)
  public enum WithConformances {
    case empty(EmptyFeature)
    case idle
  }

  @Reducer
  public enum CompiledConditionally {
    case empty(EmptyFeature)
    #if DEBUG
      case editor(NoteEditor)
    #endif
  }
}
