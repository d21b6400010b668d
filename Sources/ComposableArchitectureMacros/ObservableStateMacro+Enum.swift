import SwiftSyntax

extension ObservableStateMacro {
  /// The identity, `_$willModify()` and `_$storage(of:)` of an enum.
  ///
  /// An enum has no stored properties and so no registrar: its identity is that of the live case.
  /// A case with one value takes the value's identity (so a child state keeps its identity while
  /// it is mutated in place), tagged with the case's position so that the same value in another
  /// case is a different identity. Any other case is identified by its tag alone.
  static func enumMembers(of enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let access = access(of: enumDecl)
    var tag = 0
    let arms = identityArms(enumDecl.memberBlock.members, tag: &tag)
    return [
      """
      \(raw: access)var _$id: ComposableArchitecture.ObservableStateID {
      switch self {\(raw: arms.isEmpty ? "" : "\n" + arms)
      }
      }
      """,
      "\(raw: access)mutating func _$willModify() {}",
      """
      \(raw: access)static func _$storage(of keyPath: AnyKeyPath) -> ComposableArchitecture._$StoredProperty? {
      nil
      }
      """,
    ]
  }

  /// One `switch` arm per case, in declaration order, `#if` blocks kept; `tag` counts every case,
  /// whichever clause it sits in, so a case's tag does not depend on the build configuration.
  private static func identityArms(_ members: MemberBlockItemListSyntax, tag: inout Int) -> String {
    var lines: [String] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          lines.append(identityArm(element, tag: tag))
          tag += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          guard case .decls(let decls) = clause.elements else {
            return (header: clause.poundKeyword.text + condition, body: "")
          }
          return (
            header: clause.poundKeyword.text + condition, body: identityArms(decls, tag: &tag)
          )
        }
        // An `#if` of other members (methods, nested types) has no place in the switch.
        guard clauses.contains(where: { !$0.body.isEmpty }) else { continue }
        for clause in clauses {
          lines.append(clause.header)
          if !clause.body.isEmpty { lines.append(clause.body) }
        }
        lines.append("#endif")
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func identityArm(_ element: EnumCaseElementSyntax, tag: Int) -> String {
    let name = element.name.trimmedDescription
    if element.parameterClause?.parameters.count == 1 {
      return "case let .\(name)(state):\nreturn ._$id(for: state)._$tag(\(tag))"
    }
    // No value, or several: nothing to take an identity from (and no binding left unused).
    return "case .\(name):\nreturn ._$inert._$tag(\(tag))"
  }
}
