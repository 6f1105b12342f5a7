// Compiler test style: Self in protocol requirements with class conformers and subclass inheritance
// known-gap: line 4: expected "Document(budget r1) Document", got "Spreadsheet(budget r1) Spreadsheet"
protocol Cloneable {
  init(copying other: Self)
  func clone() -> Self
}
extension Cloneable {
  func clone() -> Self { Self(copying: self) }
}

protocol Mergeable {
  func merged(with other: Self) -> Self
  static func empty() -> Self
}

class Document: Cloneable, CustomStringConvertible {
  var title: String
  var revision: Int
  init(title: String) { self.title = title; self.revision = 0 }
  required init(copying other: Document) {
    title = other.title
    revision = other.revision + 1
  }
  var description: String { "\(type(of: self))(\(title) r\(revision))" }
}

final class Spreadsheet: Document {
  var cells = 0
  init(title: String, cells: Int) { self.cells = cells; super.init(title: title) }
  required init(copying other: Document) {
    cells = (other as? Spreadsheet)?.cells ?? -1
    super.init(copying: other)
  }
}

struct Tally: Mergeable, CustomStringConvertible {
  var n: Int
  func merged(with other: Tally) -> Tally { Tally(n: n + other.n) }
  static func empty() -> Tally { Tally(n: 0) }
  var description: String { "Tally(\(n))" }
}
extension Array: Mergeable {
  func merged(with other: [Element]) -> [Element] { self + other }
  static func empty() -> [Element] { [] }
}

func cloneTwice<T: Cloneable>(_ x: T) -> T { x.clone().clone() }
func mergeAll<M: Mergeable>(_ items: [M]) -> M { items.reduce(M.empty()) { $0.merged(with: $1) } }

let doc = Document(title: "notes")
print(doc.clone(), cloneTwice(doc))
let sheet = Spreadsheet(title: "budget", cells: 12)
let sc = sheet.clone()
print(sc, sc.cells)
print(cloneTwice(sheet).cells, type(of: cloneTwice(sheet)))
let asDoc: Document = sheet
print(asDoc.clone(), type(of: asDoc.clone()))
print(Spreadsheet(copying: doc).cells)
print(mergeAll([Tally(n: 2), Tally(n: 5)]))
print(mergeAll([[1], [2, 3], []]))
print(mergeAll([Tally]()), mergeAll([[String]]()))
// expect: Document(notes r1) Document(notes r2)
// expect: Spreadsheet(budget r1) 12
// expect: 12 Spreadsheet
// expect: Document(budget r1) Document
// expect: -1
// expect: Tally(7)
// expect: [1, 2, 3]
// expect: Tally(0) []
