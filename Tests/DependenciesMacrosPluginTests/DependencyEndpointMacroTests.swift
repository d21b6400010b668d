import DependenciesMacrosPlugin
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct DependencyEndpointMacroTests {
  let endpointMacros: [String: MacroSpec] = [
    "DependencyEndpoint": MacroSpec(type: DependencyEndpointMacro.self)
  ]

  @Test func throwing() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var fetch: (Int) throws -> String
      }
      """#,
      expandedSource: #"""
        struct Client {
          var fetch: (Int) throws -> String {
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

          private var _fetch: (Int) throws -> String = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).fetch'")
            throw DependenciesMacros.Unimplemented("fetch")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func void() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var log: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var log: () -> Void {
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

          private var _log: () -> Void = {
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).log'")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func optional() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var cached: (String) -> Int?
      }
      """#,
      expandedSource: #"""
        struct Client {
          var cached: (String) -> Int? {
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

          private var _cached: (String) -> Int? = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).cached'")
            return nil
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func defaultWithParameterNames() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var add: (_ lhs: Int, _ rhs: Int) -> Int = { lhs, rhs in lhs + rhs }
      }
      """#,
      expandedSource: #"""
        struct Client {
          var add: (_ lhs: Int, _ rhs: Int) -> Int {
            get {
              _add
            }
            set {
              _add = newValue
            }
          }

          func add(lhs p0: Int, rhs p1: Int) -> Int {
            self.add(p0, p1)
          }

          private var _add: (_ lhs: Int, _ rhs: Int) -> Int = { lhs, rhs in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).add'")
            return lhs + rhs
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func defaultIgnoringItsArguments() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var count: (String) -> Int = { 0 }
      }
      """#,
      expandedSource: #"""
        struct Client {
          var count: (String) -> Int {
            get {
              _count
            }
            set {
              _count = newValue
            }
          }

          private var _count: (String) -> Int = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).count'")
            return 0
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func methodName() {
    assertMacroExpansion(
      #"""
      public struct Client {
        @DependencyEndpoint(method: "fetch")
        public var fetchByID: @Sendable (_ id: Int) async throws -> String
      }
      """#,
      expandedSource: #"""
        public struct Client {
          public var fetchByID: @Sendable (_ id: Int) async throws -> String {
            @storageRestrictions(initializes: _fetchByID)
            init(initialValue) {
              _fetchByID = initialValue
            }
            get {
              _fetchByID
            }
            set {
              _fetchByID = newValue
            }
          }

          public func fetch(id p0: Int) async throws -> String {
            try await self.fetchByID(p0)
          }

          private var _fetchByID: @Sendable (_ id: Int) async throws -> String = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).fetchByID'")
            throw DependenciesMacros.Unimplemented("fetchByID")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func mainActor() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var show: @MainActor @Sendable (_ message: String) -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var show: @MainActor @Sendable (_ message: String) -> Void {
            @storageRestrictions(initializes: _show)
            init(initialValue) {
              _show = initialValue
            }
            get {
              _show
            }
            set {
              _show = newValue
            }
          }

          @MainActor func show(message p0: String) -> Void {
            self.show(p0)
          }

          private var _show: @MainActor @Sendable (_ message: String) -> Void = { _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).show'")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func inoutAndAutoclosure() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var update: (_ value: inout Int, _ fallback: @autoclosure () -> Int) -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var update: (_ value: inout Int, _ fallback: @autoclosure () -> Int) -> Void {
            @storageRestrictions(initializes: _update)
            init(initialValue) {
              _update = initialValue
            }
            get {
              _update
            }
            set {
              _update = newValue
            }
          }

          func update(value p0: inout Int, fallback p1: @autoclosure () -> Int) -> Void {
            self.update(&p0, p1())
          }

          private var _update: (_ value: inout Int, _ fallback: @autoclosure () -> Int) -> Void = { _, _ in
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).update'")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  @Test func backticks() {
    assertMacroExpansion(
      #"""
      struct Client {
        @DependencyEndpoint
        var `default`: () -> Void
      }
      """#,
      expandedSource: #"""
        struct Client {
          var `default`: () -> Void {
            @storageRestrictions(initializes: _default)
            init(initialValue) {
              _default = initialValue
            }
            get {
              _default
            }
            set {
              _default = newValue
            }
          }

          private var _default: () -> Void = {
            IssueReporting.reportIssue("Unimplemented: '\(Self.self).default'")
          }
        }
        """#,
      macroSpecs: endpointMacros
    )
  }

  // MARK: - Diagnostics

  @Test func anEndpointReturningAValueNeedsADefault() {
    assertMacroExpansion(
      """
      struct Client {
        @DependencyEndpoint
        var endpoint: () -> Int
      }
      """,
      expandedSource: """
        struct Client {
          var endpoint: () -> Int
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
          fixIts: [FixItSpec(message: "Insert '= { <#Int#> }'")]
        )
      ],
      macroSpecs: endpointMacros,
      fixedSource: """
        struct Client {
          @DependencyEndpoint
          var endpoint: () -> Int = { <#Int#> }
        }
        """
    )
  }

  @Test func onlyAClosurePropertyIsAnEndpoint() {
    assertMacroExpansion(
      """
      struct Client {
        @DependencyEndpoint
        var value: Int
      }
      """,
      expandedSource: """
        struct Client {
          var value: Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyEndpoint' can only be applied to a property with a closure type",
          line: 2,
          column: 3
        )
      ],
      macroSpecs: endpointMacros
    )
  }

  @Test func theMethodNameMustBeALiteral() {
    assertMacroExpansion(
      """
      struct Client {
        @DependencyEndpoint(method: name)
        var fetch: (_ id: Int) -> Void
      }
      """,
      expandedSource: """
        struct Client {
          var fetch: (_ id: Int) -> Void
        }
        """,
      diagnostics: [
        DiagnosticSpec(message: "'method' must be a string literal", line: 2, column: 31)
      ],
      macroSpecs: endpointMacros
    )
  }

  @Test func theMethodNameMustBeAnIdentifier() {
    assertMacroExpansion(
      """
      struct Client {
        @DependencyEndpoint(method: "not valid")
        var fetch: (_ id: Int) -> Void
      }
      """,
      expandedSource: """
        struct Client {
          var fetch: (_ id: Int) -> Void
        }
        """,
      diagnostics: [
        DiagnosticSpec(message: "'method' must be a valid identifier", line: 2, column: 31)
      ],
      macroSpecs: endpointMacros
    )
  }
}
