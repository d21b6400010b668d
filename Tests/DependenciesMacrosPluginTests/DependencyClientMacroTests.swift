import DependenciesMacrosPlugin
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct DependencyClientMacroTests {
  /// `@DependencyClient` alone: its member attributes are shown, not expanded.
  let clientMacros: [String: MacroSpec] = [
    "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
    "DependencyEndpointIgnored": MacroSpec(type: DependencyEndpointIgnoredMacro.self),
  ]

  /// Both macros, as the compiler runs them on a client.
  let bothMacros: [String: MacroSpec] = [
    "DependencyClient": MacroSpec(type: DependencyClientMacro.self),
    "DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self),
  ]

  @Test func basics() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client {
        var config: Bool = false
        var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var config: Bool = false
          @DependencyEndpoint
          var endpoint: () -> Void

          init(
            config: Bool = false,
            endpoint: @escaping () -> Void
          ) {
            self.config = config
            self.endpoint = endpoint
          }

          init(
            config: Bool = false
          ) {
            self.config = config
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func endpointAlreadyMarked() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client {
        @DependencyEndpoint var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          @DependencyEndpoint var endpoint: () -> Void

          init(
            endpoint: @escaping () -> Void
          ) {
            self.endpoint = endpoint
          }

          init() {
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func literalDefaultsGiveTheirTypes() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client {
        var flag = false
        var ratio = 1.5
        var count = 1
        var name = "Blob"
        var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var flag = false
          var ratio = 1.5
          var count = 1
          var name = "Blob"
          @DependencyEndpoint
          var endpoint: () -> Void

          init(
            flag: Swift.Bool = false,
            ratio: Swift.Double = 1.5,
            count: Swift.Int = 1,
            name: Swift.String = "Blob",
            endpoint: @escaping () -> Void
          ) {
            self.flag = flag
            self.ratio = ratio
            self.count = count
            self.name = name
            self.endpoint = endpoint
          }

          init(
            flag: Swift.Bool = false,
            ratio: Swift.Double = 1.5,
            count: Swift.Int = 1,
            name: Swift.String = "Blob"
          ) {
            self.flag = flag
            self.ratio = ratio
            self.count = count
            self.name = name
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func optionalPropertiesDefaultToNil() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client: Sendable {
        var name: String?
        var endpoint: @Sendable () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client: Sendable {
          var name: String?
          @DependencyEndpoint
          var endpoint: @Sendable () -> Void

          init(
            name: String? = nil,
            endpoint: @Sendable @escaping () -> Void
          ) {
            self.name = name
            self.endpoint = endpoint
          }

          init(
            name: String? = nil
          ) {
            self.name = name
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func skipsStaticComputedAndInitializedLets() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client: Sendable {
        static var shared = 1
        let id = 0
        var name: String { "Blob" }
        @Dependency(\.uuid) var uuid
        var endpoint: @Sendable () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client: Sendable {
          static var shared = 1
          let id = 0
          var name: String { "Blob" }
          @Dependency(\.uuid) var uuid
          @DependencyEndpoint
          var endpoint: @Sendable () -> Void

          init(
            endpoint: @Sendable @escaping () -> Void
          ) {
            self.endpoint = endpoint
          }

          init() {
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func letClosuresAreNotEndpoints() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        let config: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          @DependencyEndpoint
          var endpoint: () -> Void
          let config: () -> Void

          init(
            endpoint: @escaping () -> Void,
            config: @escaping () -> Void
          ) {
            self.endpoint = endpoint
            self.config = config
          }

          init(
            config: @escaping () -> Void
          ) {
            self.config = config
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func ignoredEndpoints() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        @DependencyEndpointIgnored
        var ignored: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          @DependencyEndpoint
          var endpoint: () -> Void
          var ignored: () -> Void

          init(
            endpoint: @escaping () -> Void
          ) {
            self.endpoint = endpoint
          }

          init() {
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func accessFollowsTheLeastVisibleProperty() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      public struct Client {
        private var config: Bool
        public var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        public struct Client {
          private var config: Bool
          @DependencyEndpoint
          public var endpoint: () -> Void

          private init(
            config: Bool,
            endpoint: @escaping () -> Void
          ) {
            self.config = config
            self.endpoint = endpoint
          }

          private init(
            config: Bool
          ) {
            self.config = config
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func publicClient() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      public struct Client {
        private var config: Bool = false
        public var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        public struct Client {
          private var config: Bool = false
          @DependencyEndpoint
          public var endpoint: () -> Void

          public init(
            endpoint: @escaping () -> Void
          ) {
            self.endpoint = endpoint
          }

          public init() {
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func packageClient() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      package struct Client {
        package var endpoint: () -> Void
      }
      """#,
      expandedSource: #"""
        package struct Client {
          @DependencyEndpoint
          package var endpoint: () -> Void

          package init(
            endpoint: @escaping () -> Void
          ) {
            self.endpoint = endpoint
          }

          package init() {
          }
        }
        """#,
      macroSpecs: clientMacros
    )
  }

  @Test func fullExpansion() {
    assertMacroExpansion(
      #"""
      @DependencyClient
      struct Client: Sendable {
        var fetch: @Sendable (_ id: Int) async throws -> String
        var isEven: @Sendable (Int) -> Bool = { $0.isMultiple(of: 2) }
        var log: @Sendable (String) -> Void
        var cached: @Sendable () -> Int?
      }
      """#,
      expandedSource: #"""
        struct Client: Sendable {
          @available(iOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(macOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(tvOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.") @available(watchOS, deprecated: 9999, message: "This property has a method equivalent that is preferred for autocomplete via this deprecation. It is perfectly fine to use for overriding and accessing via '@Dependency'.")
          var fetch: @Sendable (_ id: Int) async throws -> String {
            @storageRestrictions(initializes: _fetch)
            init(initialValue) {
              _fetch = initialValue
            }
            get {
              _fetch
            }
            set {
              _fetch = newValue
            }
          }

          func fetch(id p0: Int) async throws -> String {
            try await self.fetch(p0)
          }

          private var _fetch: @Sendable (_ id: Int) async throws -> String = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).fetch'")
            throw DependenciesMacros.Unimplemented("fetch")
          }
          var isEven: @Sendable (Int) -> Bool {
            get {
              _isEven
            }
            set {
              _isEven = newValue
            }
          }

          private var _isEven: @Sendable (Int) -> Bool = {
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).isEven'")
            return $0.isMultiple(of: 2)
          }
          var log: @Sendable (String) -> Void {
            @storageRestrictions(initializes: _log)
            init(initialValue) {
              _log = initialValue
            }
            get {
              _log
            }
            set {
              _log = newValue
            }
          }

          private var _log: @Sendable (String) -> Void = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).log'")
          }
          var cached: @Sendable () -> Int? {
            @storageRestrictions(initializes: _cached)
            init(initialValue) {
              _cached = initialValue
            }
            get {
              _cached
            }
            set {
              _cached = newValue
            }
          }

          private var _cached: @Sendable () -> Int? = {
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).cached'")
            return nil
          }

          init(
            fetch: @Sendable @escaping (_ id: Int) async throws -> String,
            isEven: @Sendable @escaping (Int) -> Bool,
            log: @Sendable @escaping (String) -> Void,
            cached: @Sendable @escaping () -> Int?
          ) {
            self.fetch = fetch
            self.isEven = isEven
            self.log = log
            self.cached = cached
          }

          init() {
          }
        }
        """#,
      macroSpecs: bothMacros
    )
  }

  // MARK: - Diagnostics

  @Test func onlyAStructCanBeAClient() {
    assertMacroExpansion(
      """
      @DependencyClient
      enum Client {}
      """,
      expandedSource: """
        enum Client {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyClient' can only be applied to a struct, not to an enum",
          line: 2,
          column: 1
        )
      ],
      macroSpecs: clientMacros
    )
  }

  @Test func anEndpointReturningAValueNeedsADefault() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct Client {
        var endpoint: @Sendable (Int) -> Int
      }
      """,
      expandedSource: """
        struct Client {
          var endpoint: @Sendable (Int) -> Int

          init(
            endpoint: @Sendable @escaping (Int) -> Int
          ) {
            self.endpoint = endpoint
          }

          init() {
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            Endpoint 'endpoint' returns a value and cannot throw, so it needs a default closure \
            for the unimplemented client to call
            """,
          line: 3,
          column: 7,
          fixIts: [FixItSpec(message: "Insert '= { _ in <#Int#> }'")]
        )
      ],
      macroSpecs: clientMacros,
      fixedSource: """
        @DependencyClient
        struct Client {
          var endpoint: @Sendable (Int) -> Int = { _ in <#Int#> }
        }
        """
    )
  }

  @Test func aDefaultMustBeAClosureLiteral() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Int = unimplemented()
      }
      """,
      expandedSource: """
        struct Client {
          var endpoint: () -> Int = unimplemented()

          init(
            endpoint: @escaping () -> Int
          ) {
            self.endpoint = endpoint
          }

          init() {
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "An endpoint's default must be a closure literal", line: 3, column: 29
        ),
        DiagnosticSpec(
          message: """
            Endpoints of a '@DependencyClient' are already unimplemented by default; remove \
            'unimplemented(...)'
            """,
          line: 3,
          column: 29,
          severity: .warning
        ),
      ],
      macroSpecs: clientMacros
    )
  }

  @Test func aPropertyInTheInitializerNeedsAType() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct Client {
        var endpoint: () -> Void
        var value = Value()
      }
      """,
      expandedSource: """
        struct Client {
          @DependencyEndpoint
          var endpoint: () -> Void
          var value = Value()
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyClient' needs the type of 'value' written out to put it in the \
            initializer
            """,
          line: 4,
          column: 7,
          fixIts: [FixItSpec(message: "Insert ': <#Type#>'")]
        )
      ],
      macroSpecs: clientMacros,
      fixedSource: """
        @DependencyClient
        struct Client {
          var endpoint: () -> Void
          var value: <#Type#> = Value()
        }
        """
    )
  }
}
