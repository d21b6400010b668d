import CasePaths

// The enums the behaviour tests share: one per shape the macro must handle.

@CasePathable @dynamicMemberLookup
enum Action: Equatable {
  case increment
  case setCount(Int)
  case moved(from: Int, to: Int)
  case child(ChildAction)
  case optionalChild(ChildAction?)
}

@CasePathable @dynamicMemberLookup
enum ChildAction: Equatable {
  case tapped
  case renamed(String)
  case grandchild(GrandchildAction)
}

@CasePathable
enum GrandchildAction: Equatable {
  case ping(Int)
}

struct Detail: Equatable {
  var title = ""
}

struct Settings: Equatable {
  var isOn = false
}

/// A navigation-style parent whose optional destination is a case-pathable enum.
struct Parent: Equatable {
  var destination: Destination?

  @CasePathable @dynamicMemberLookup
  enum Destination: Equatable {
    case detail(Detail)
    case settings(Settings)
  }
}

@CasePathable
enum Loadable<Value: Equatable>: Equatable {
  case loading
  case loaded(Value)
}

@CasePathable
indirect enum Expression: Equatable {
  case number(Int)
  case sum(Expression, Expression)
}

@CasePathable
public enum PublicAction: Equatable {
  case tap(Int)
}

@CasePathable
enum Platform: Equatable {
  case common
  #if os(Linux)
    case linux(String)
  #else
    case other(String)
  #endif
  #if NEVER_DEFINED_FLAG
    case hidden
  #endif
}

@CasePathable
enum Keyword: Equatable {
  case `default`
  case `self`(Int)
}

/// A generic feature with a case-pathable action nested inside, using the generic parameter.
struct GenericFeature<Element: Hashable> {
  @CasePathable
  enum Action: Equatable {
    case select(Element)
    case clear
  }
}

extension Parent {
  @CasePathable
  enum Alert: Equatable {
    case confirm(Bool)
  }
}
