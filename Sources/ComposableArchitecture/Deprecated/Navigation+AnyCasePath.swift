// Navigation state read and written through case paths, as TCA spelled it before case key paths.

extension PresentationState {
  /// The presented state in one case of an enum destination, named with a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Case? {
    get { self[casePath: path, at: (fileID, filePath, line, column)] }
    _modify { yield &self[casePath: path, at: (fileID, filePath, line, column)] }
  }
}

extension StackState {
  /// The element with id `id` in one case of an enum element, named with a case path.
  @available(
    *, deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self[id: id, casePath: path, at: (fileID, filePath, line, column)] }
    _modify { yield &self[id: id, casePath: path, at: (fileID, filePath, line, column)] }
  }
}
