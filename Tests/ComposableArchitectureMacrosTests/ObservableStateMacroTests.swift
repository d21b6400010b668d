import ComposableArchitectureMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct ObservableStateMacroTests {
  /// The macro as the compiler runs it on a type that conforms to neither protocol yet.
  let macros = [
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "Observable"]
    )
  ]

  // MARK: - Structs

  @Test func structMarksStoredVariablesAndMapsTheirStorage() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        var count = 0
        var name: String
        let id: Int
        var doubled: Int { count * 2 }
        static var zero = 0
        lazy var cache = 0
        weak var delegate: Delegate?
        var observed = 0 {
          didSet {}
        }
        @ObservationStateIgnored var ignored = 0
        @ObservationStateTracked var marked = 0
        @Presents var destination: Destination.State?
        var _private = 0
        var a = 0, b = 0
        func helper() {}
      }
      """#,
      expandedSource: #"""
        struct State {
          @ObservationStateTracked
          var count = 0
          @ObservationStateTracked
          var name: String
          let id: Int
          var doubled: Int { count * 2 }
          static var zero = 0
          lazy var cache = 0
          weak var delegate: Delegate?
          var observed = 0 {
            didSet {}
          }
          @ObservationStateIgnored var ignored = 0
          @ObservationStateTracked var marked = 0
          @Presents var destination: Destination.State?
          var _private = 0
          var a = 0, b = 0
          func helper() {}

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            switch keyPath {
            case \State.$destination:
              _$observationRegistrar.notify(self, keyPath: \State.destination)
            default:
              _$observationRegistrar.notify(self, keyPath: keyPath)
            }
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.count:
              return ComposableArchitecture._$StoredProperty(\State._count)
            case \State.name:
              return ComposableArchitecture._$StoredProperty(\State._name)
            case \State.marked:
              return ComposableArchitecture._$StoredProperty(\State._marked)
            case \State.$destination:
              return ComposableArchitecture._$StoredProperty(\State._destination)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func publicStructHasPublicWitnesses() {
    assertMacroExpansion(
      #"""
      @ObservableState
      public struct State {
        public var count = 0
      }
      """#,
      expandedSource: #"""
        public struct State {
          @ObservationStateTracked
          public var count = 0

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          public var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          public func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          public static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.count:
              return ComposableArchitecture._$StoredProperty(\State._count)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func packageStructHasPackageWitnesses() {
    assertMacroExpansion(
      #"""
      @ObservableState
      package struct State {
        var count = 0
      }
      """#,
      expandedSource: #"""
        package struct State {
          @ObservationStateTracked
          var count = 0

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          package var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          package mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          package func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          package static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.count:
              return ComposableArchitecture._$StoredProperty(\State._count)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func genericStruct() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct Page<Element: Equatable> {
        var items: [Element] = []
        var selection: Element?
      }
      """#,
      expandedSource: #"""
        struct Page<Element: Equatable> {
          @ObservationStateTracked
          var items: [Element] = []
          @ObservationStateTracked
          var selection: Element?

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<Page, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \Page.items:
              return ComposableArchitecture._$StoredProperty(\Page._items)
            case \Page.selection:
              return ComposableArchitecture._$StoredProperty(\Page._selection)
            default:
              return nil
            }
          }
        }

        extension Page: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func structWithoutObservedPropertiesHasOnlyTheDefaultStorageCase() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        let id: Int
      }
      """#,
      expandedSource: #"""
        struct State {
          let id: Int

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  // SwiftSyntax's expansion does not give member attributes to members under `#if`, as the
  // compiler does (`log` is tracked in a DEBUG build): `_$storage(of:)` is what is checked here.
  @Test func conditionalMembersKeepTheirConditionsInStorage() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        var count = 0
        #if DEBUG
        var log: [String] = []
        #elseif os(Linux)
        @Presents var sheet: Sheet.State?
        #else
        let fixed = 0
        #endif
        #if canImport(SwiftUI)
        func render() {}
        #endif
      }
      """#,
      expandedSource: #"""
        struct State {
          @ObservationStateTracked
          var count = 0
          #if DEBUG
          var log: [String] = []
          #elseif os(Linux)
          @Presents var sheet: Sheet.State?
          #else
          let fixed = 0
          #endif
          #if canImport(SwiftUI)
          func render() {}
          #endif

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            switch keyPath {
            #if DEBUG
            #elseif os(Linux)
            case \State.$sheet:
              _$observationRegistrar.notify(self, keyPath: \State.sheet)
            #else
            #endif
            default:
              _$observationRegistrar.notify(self, keyPath: keyPath)
            }
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.count:
              return ComposableArchitecture._$StoredProperty(\State._count)
            #if DEBUG
            case \State.log:
              return ComposableArchitecture._$StoredProperty(\State._log)
            #elseif os(Linux)
            case \State.$sheet:
              return ComposableArchitecture._$StoredProperty(\State._sheet)
            #else
            #endif
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func propertiesObservedByOtherMeansHaveNoStorageCase() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Presents var invalid: Destination.State
        @Shared var settings: Settings
        @SharedReader var flags: Flags
      }
      """#,
      expandedSource: #"""
        struct State {
          @Presents var invalid: Destination.State
          @Shared var settings: Settings
          @SharedReader var flags: Flags

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func sharedPropertiesWithKeysAndInitialValuesStayUntracked() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        @Shared(.inMemory("count")) var count = 0
        @Sharing.SharedReader(.inMemory("flag")) var flag = false
        var title = ""
      }
      """#,
      expandedSource: #"""
        struct State {
          @Shared(.inMemory("count")) var count = 0
          @Sharing.SharedReader(.inMemory("flag")) var flag = false
          @ObservationStateTracked
          var title = ""

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.title:
              return ComposableArchitecture._$StoredProperty(\State._title)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  @Test func backtickedPropertyName() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        var `default` = 0
      }
      """#,
      expandedSource: #"""
        struct State {
          @ObservationStateTracked
          var `default` = 0

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.`default`:
              return ComposableArchitecture._$StoredProperty(\State._default)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros
    )
  }

  // MARK: - Conformances

  @Test func addsOnlyTheMissingConformances() {
    assertMacroExpansion(
      #"""
      @available(macOS 15, *)
      @ObservableState
      struct State: ObservableState {
      }
      """#,
      expandedSource: #"""
        @available(macOS 15, *)
        struct State: ObservableState {

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }

        @available(macOS 15, *) extension State: Observation.Observable {
        }
        """#,
      macroSpecs: [
        "ObservableState": MacroSpec(type: ObservableStateMacro.self, conformances: ["Observable"])
      ]
    )
  }

  @Test func addsNoExtensionToATypeThatAlreadyConforms() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
      }
      """#,
      expandedSource: #"""
        struct State {

          @ObservationStateIgnored var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            _$observationRegistrar.notify(self, keyPath: keyPath)
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            default:
              return nil
            }
          }
        }
        """#,
      macros: ["ObservableState": ObservableStateMacro.self]
    )
  }

  // MARK: - With the property macros

  @Test func fullExpansion() {
    assertMacroExpansion(
      #"""
      @ObservableState
      struct State {
        var count = 0
        @Presents var destination: Destination.State?
        @ObservationStateIgnored var scratch = ""
      }
      """#,
      expandedSource: #"""
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

          private var _count = 0
          var destination: Destination.State? {
            @storageRestrictions(initializes: _destination)
            init(initialValue) {
              _destination = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.wrappedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
            }
          }

          var $destination: ComposableArchitecture.PresentationState<Destination.State> {
            get {
              _$observationRegistrar.access(self, keyPath: \.destination)
              return _destination.projectedValue
            }
            set {
              _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
            }
          }

          var _destination = ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)
          var scratch = ""

          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

          var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }

          mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }

          func _$notify<Member>(_ keyPath: KeyPath<State, Member>) {
            switch keyPath {
            case \State.$destination:
              _$observationRegistrar.notify(self, keyPath: \State.destination)
            default:
              _$observationRegistrar.notify(self, keyPath: keyPath)
            }
          }

          static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
            switch keyPath {
            case \State.count:
              return ComposableArchitecture._$StoredProperty(\State._count)
            case \State.$destination:
              return ComposableArchitecture._$StoredProperty(\State._destination)
            default:
              return nil
            }
          }
        }

        extension State: ComposableArchitecture.ObservableState, Observation.Observable {
        }
        """#,
      macroSpecs: macros.merging(
        [
          "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
          "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
          "Presents": MacroSpec(type: PresentsMacro.self),
        ],
        uniquingKeysWith: { first, _ in first }
      )
    )
  }
}
