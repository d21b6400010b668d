import SwiftDiagnostics
import SwiftSyntax

/// The cases of an enum as written, `#if` blocks kept, so the generated members can sit under the
/// same conditions as the cases they serve.
struct EnumCases {
  indirect enum Item {
    case element(EnumCaseElementSyntax)
    /// One `#if` block: each clause's `#if`/`#elseif`/`#else` line and the cases under it.
    case conditional([(header: String, cases: EnumCases)])
  }

  var items: [Item] = []

  init(_ members: MemberBlockItemListSyntax) {
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        items += caseDecl.elements.map(Item.element)
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let keyword = clause.poundKeyword.text
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          let cases: EnumCases
          if case .decls(let decls) = clause.elements {
            cases = EnumCases(decls)
          } else {
            cases = EnumCases()
          }
          return (header: keyword + condition, cases: cases)
        }
        items.append(.conditional(clauses))
      }
    }
  }

  init() {}

  /// Reports each case name declared twice under the same conditions: a case key path is named
  /// after its case, so overloaded case names cannot each have one.
  func checkDuplicates(seen: Set<String>, into diagnostics: inout [Diagnostic]) {
    var seen = seen
    for item in items {
      switch item {
      case .element(let element):
        let name = element.name.trimmedDescription
        if !seen.insert(name).inserted {
          diagnostics.append(CasePathableDiagnostic.duplicateCaseName(element.name))
        }
      case .conditional(let clauses):
        for clause in clauses {
          clause.cases.checkDuplicates(seen: seen, into: &diagnostics)
        }
      }
    }
  }

  /// Every case written, under any `#if` clause.
  var elements: [EnumCaseElementSyntax] {
    items.flatMap { item -> [EnumCaseElementSyntax] in
      switch item {
      case .element(let element): [element]
      case .conditional(let clauses): clauses.flatMap(\.cases.elements)
      }
    }
  }

  /// How many cases are written, counting every `#if` clause: an upper bound of the cases in
  /// any one build.
  var count: Int {
    elements.count
  }

  /// Renders every case with `render`, one block per case, `#if` lines kept around them.
  func render(_ render: (EnumCaseElementSyntax) -> String) -> String {
    var lines: [String] = []
    for item in items {
      switch item {
      case .element(let element):
        lines.append(render(element))
      case .conditional(let clauses):
        for clause in clauses {
          lines.append(clause.header)
          let body = clause.cases.render(render)
          if !body.isEmpty { lines.append(body) }
        }
        lines.append("#endif")
      }
    }
    return lines.joined(separator: "\n")
  }
}
