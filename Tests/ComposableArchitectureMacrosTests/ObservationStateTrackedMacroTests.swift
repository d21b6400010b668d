import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacros
import Testing

// The test expansion, like SwiftSyntax's, drops a tracked property's initializer once it has
// accessors; the compiler keeps it as the initial value the `init` accessor receives.
@Suite struct ObservationStateTrackedMacroTests {
  let macros: [String: Macro.Type] = ["ObservationStateTracked": ObservationStateTrackedMacro.self]

  @Test func propertyWithInitializer() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationStateTracked
        var count = 0
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var count {
            @storageRestrictions(initializes: _count)
            init(initialValue) {
              _count = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.count)
              return _count
            }
            set {
              if _$observationRegistrar.notifies(&_count, replacedWith: newValue, _$isIdentityEqual) {
                _$observationRegistrar.willSet(self, keyPath: \.count)
                _count = newValue
                _$observationRegistrar.didSet(self, keyPath: \.count)
              } else {
                _count = newValue
              }
            }
            _modify {
              let oldIdentity = _$observationRegistrar.willModify(&_count)
              defer {
                if _$observationRegistrar.didModify(&_count, oldIdentity) {
                  _$observationRegistrar.notify(self, keyPath: \.count)
                }
              }
              yield &_count
            }
          }

          @ObservationStateIgnored private var _count = 0
        }
        """#,
      macros: macros
    )
  }

  @Test func propertyWithType() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationStateTracked
        var name: String
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var name: String {
            @storageRestrictions(initializes: _name)
            init(initialValue) {
              _name = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.name)
              return _name
            }
            set {
              if _$observationRegistrar.notifies(&_name, replacedWith: newValue, _$isIdentityEqual) {
                _$observationRegistrar.willSet(self, keyPath: \.name)
                _name = newValue
                _$observationRegistrar.didSet(self, keyPath: \.name)
              } else {
                _name = newValue
              }
            }
            _modify {
              let oldIdentity = _$observationRegistrar.willModify(&_name)
              defer {
                if _$observationRegistrar.didModify(&_name, oldIdentity) {
                  _$observationRegistrar.notify(self, keyPath: \.name)
                }
              }
              yield &_name
            }
          }

          @ObservationStateIgnored private var _name: String
        }
        """#,
      macros: macros
    )
  }

  @Test func propertyWithTypeAndInitializer() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State<Element> {
        @ObservationStateTracked
        public var items: [Element] = []
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State<Element> {
          public var items: [Element] {
            @storageRestrictions(initializes: _items)
            init(initialValue) {
              _items = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.items)
              return _items
            }
            set {
              if _$observationRegistrar.notifies(&_items, replacedWith: newValue, _$isIdentityEqual) {
                _$observationRegistrar.willSet(self, keyPath: \.items)
                _items = newValue
                _$observationRegistrar.didSet(self, keyPath: \.items)
              } else {
                _items = newValue
              }
            }
            _modify {
              let oldIdentity = _$observationRegistrar.willModify(&_items)
              defer {
                if _$observationRegistrar.didModify(&_items, oldIdentity) {
                  _$observationRegistrar.notify(self, keyPath: \.items)
                }
              }
              yield &_items
            }
          }

          @ObservationStateIgnored private var _items: [Element] = []
        }
        """#,
      macros: macros
    )
  }

  @Test func backtickedName() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationStateTracked
        var `default` = 0
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          var `default` {
            @storageRestrictions(initializes: _default)
            init(initialValue) {
              _default = initialValue
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.`default`)
              return _default
            }
            set {
              if _$observationRegistrar.notifies(&_default, replacedWith: newValue, _$isIdentityEqual) {
                _$observationRegistrar.willSet(self, keyPath: \.`default`)
                _default = newValue
                _$observationRegistrar.didSet(self, keyPath: \.`default`)
              } else {
                _default = newValue
              }
            }
            _modify {
              let oldIdentity = _$observationRegistrar.willModify(&_default)
              defer {
                if _$observationRegistrar.didModify(&_default, oldIdentity) {
                  _$observationRegistrar.notify(self, keyPath: \.`default`)
                }
              }
              yield &_default
            }
          }

          @ObservationStateIgnored private var _default = 0
        }
        """#,
      macros: macros
    )
  }

  @Test func leavesUntrackablePropertiesAlone() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @ObservationStateTracked
        let id = 0
        @ObservationStateTracked
        var doubled: Int { 2 }
        @ObservationStateTracked
        static var zero = 0
        @ObservationStateTracked
        lazy var cache = 0
      }
      """#,
      expandedSource: #"""
        @ObservableState
        struct State {
          let id = 0
          var doubled: Int { 2 }
          static var zero = 0
          lazy var cache = 0
        }
        """#,
      macros: macros
    )
  }

  @Test func outsideObservableStateIsAnError() {
    assertMacroExpansion(
      #"""
      struct Plain {
        @ObservationStateTracked var count = 0
      }
      """#,
      expandedSource: #"""
        struct Plain {
          var count = 0
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@ObservationStateTracked' can only be used in an '@ObservableState' type; mark \
            'Plain' '@ObservableState'
            """,
          line: 2,
          column: 3,
          fixIts: [FixItSpec(message: "Remove '@ObservationStateTracked'")]
        )
      ],
      macros: macros,
      fixedSource: #"""
        struct Plain {
          var count = 0
        }
        """#
    )
  }
}
