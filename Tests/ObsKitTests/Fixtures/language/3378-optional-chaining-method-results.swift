// Compiler test style: optional chaining on method results with throwing and optional-returning functions, optional try combinations
struct Doc {
  var title: String?
  var sections: [Section]?
  func section(_ i: Int) -> Section? { sections.flatMap { i < $0.count ? $0[i] : nil } }
}
struct Section {
  var heading: String
  var body: String?
  func words() -> [String]? { body?.split(separator: " ").map(String.init) }
}
struct Missing: Error {}
func load(_ ok: Bool) throws -> Doc? {
  guard ok else { throw Missing() }
  return Doc(title: "T", sections: [Section(heading: "H1", body: "a b c"), Section(heading: "H2", body: nil)])
}

let d = try? load(true)
print(d?.title as Any)
print(d?.section(0)?.heading as Any)
print(d?.section(0)?.words()?.count as Any)
print(d?.section(1)?.words()?.count as Any)
print(d?.section(5)?.heading as Any)
print(d?.section(0)?.body?.uppercased().count as Any)

let failed = try? load(false)
print(failed?.title as Any)
print((try? load(false))??.title as Any)

let headings = d?.sections?.map(\.heading) ?? []
print(headings)
let firstWord = d?.section(0)?.words()?.first ?? "none"
let missingWord = d?.section(1)?.words()?.first ?? "none"
print(firstWord, missingWord)

if let d, let s = d.section(0), let w = s.words(), w.count > 2 {
  print("guarded: \(w)")
}
guard let title = d?.title else { fatalError() }
print("title \(title)")
print(d?.sections?[1].body?.isEmpty as Any)
// expect: Optional("T")
// expect: Optional("H1")
// expect: Optional(3)
// expect: nil
// expect: nil
// expect: Optional(5)
// expect: nil
// expect: nil
// expect: ["H1", "H2"]
// expect: a none
// expect: guarded: ["a", "b", "c"]
// expect: title T
// expect: nil
