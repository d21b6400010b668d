import DependenciesMacrosPlugin
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite struct DependencyEntryMacroTests {
  let entryMacros: [String: MacroSpec] = [
    "DependencyEntry": MacroSpec(type: DependencyEntryMacro.self)
  ]

  @Test func anInitialValueIsTheTestValueOfAPrivateKey() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry
        var client = Client.test
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          var client {
            get {
              self[__Key_client.self]
            }
            set {
              self[__Key_client.self] = newValue
            }
          }

          private nonisolated enum __Key_client: Dependencies.TestDependencyKey {
            @DependenciesMacros._DependencyEntryDefaultValue static var testValue = Client.test
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func liveAndPreviewValuesMakeADependencyKey() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry(liveValue: Client.live, previewValue: Client.preview)
        var client: Client = .test
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          var client: Client {
            get {
              self[__Key_client.self]
            }
            set {
              self[__Key_client.self] = newValue
            }
          }

          private nonisolated enum __Key_client: Dependencies.DependencyKey {
            typealias Value = Client
            static var liveValue: Value {
              Client.live
            }
            static var previewValue: Value {
              Client.preview
            }
            static var testValue: Value {
              .test
            }
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func aLiveValueAloneIsEnough() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry(liveValue: Client.live)
        var client: Client
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          var client: Client {
            get {
              self[__Key_client.self]
            }
            set {
              self[__Key_client.self] = newValue
            }
          }

          private nonisolated enum __Key_client: Dependencies.DependencyKey {
            typealias Value = Client
            static var liveValue: Value {
              Client.live
            }
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func aPublicEntryHasAPublicKeyNamedAfterItsType() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry
        public var apiClient: any APIClient = MockAPIClient()
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          public var apiClient: any APIClient {
            get {
              self[APIClientKey.self]
            }
            set {
              self[APIClientKey.self] = newValue
            }
          }

          public nonisolated enum APIClientKey: Dependencies.TestDependencyKey {
            public typealias Value = any APIClient
            public static var testValue: Value {
              MockAPIClient()
            }
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func anUntypedPackageEntryHasAKeyNamedAfterItself() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry
        package var `apiClient` = MockAPIClient()
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          package var `apiClient` {
            get {
              self[ApiClientKey.self]
            }
            set {
              self[ApiClientKey.self] = newValue
            }
          }

          package nonisolated enum ApiClientKey: Dependencies.TestDependencyKey {
            @DependenciesMacros._DependencyEntryDefaultValue package static var testValue = MockAPIClient()
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func aNamedKeyIsPublic() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry("CustomKey")
        public var number: Int = 1
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          public var number: Int {
            get {
              self[CustomKey.self]
            }
            set {
              self[CustomKey.self] = newValue
            }
          }

          public nonisolated enum CustomKey: Dependencies.TestDependencyKey {
            public typealias Value = Int
            public static var testValue: Value {
              1
            }
          }
        }
        """#,
      macroSpecs: entryMacros
    )
  }

  @Test func anEntryOutsideDependencyValuesIsAnError() {
    assertMacroExpansion(
      #"""
      struct Settings {
        @DependencyEntry
        var client = Client.test
      }
      """#,
      expandedSource: #"""
        struct Settings {
          var client = Client.test
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyEntry' can only be applied to a stored-looking 'var' (one name, no \
            accessors) in an extension of 'DependencyValues'
            """,
          line: 2,
          column: 3
        )
      ],
      macroSpecs: entryMacros
    )
  }

  @Test func aLetEntryIsAnError() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry
        let client = Client.test
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          let client = Client.test
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyEntry' can only be applied to a stored-looking 'var' (one name, no \
            accessors) in an extension of 'DependencyValues'
            """,
          line: 2,
          column: 3
        )
      ],
      macroSpecs: entryMacros
    )
  }

  @Test func anEntryWithoutAValueIsAnError() {
    assertMacroExpansion(
      #"""
      extension DependencyValues {
        @DependencyEntry(previewValue: Client.preview)
        var client: Client
      }
      """#,
      expandedSource: #"""
        extension DependencyValues {
          var client: Client
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyEntry' needs an initial value, which tests use, or a 'liveValue:' \
            argument to fall back on
            """,
          line: 3,
          column: 7
        )
      ],
      macroSpecs: entryMacros
    )
  }
}
