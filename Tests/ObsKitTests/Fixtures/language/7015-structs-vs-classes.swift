// Structures and classes: value vs reference semantics, identity, copies inside containers
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Margins {
    var top = 8, bottom = 8, side = 12
    var vertical: Int { top + bottom }
}

class Document {
    var title: String
    var margins = Margins()
    var pageCount = 1
    init(title: String) { self.title = title }
}

let standard = Margins()
var tight = standard
tight.top = 2
tight.side -= 10
print("standard top \(standard.top), tight top \(tight.top), tight vertical \(tight.vertical)")

let draft = Document(title: "Draft")
draft.margins = tight
let sameDraft = draft
sameDraft.pageCount = 42
sameDraft.title += " v2"
print("\(draft.title) has \(draft.pageCount) pages, side margin \(draft.margins.side)")
print(draft === sameDraft, draft !== Document(title: "Draft v2"))

struct Recipe {
    var name: String
    var steps: [String]
    mutating func addStep(_ s: String) { steps.append(s) }
}
var soup = Recipe(name: "soup", steps: ["boil", "chop"])
var spicySoup = soup
spicySoup.name = "spicy soup"
spicySoup.addStep("add chili")
print(soup.name, soup.steps, "|", spicySoup.name, spicySoup.steps)

final class Counter { var hits: Int; init(_ h: Int) { hits = h } }
struct Widget { var counter: Counter; var localHits: Int }
var w1 = Widget(counter: Counter(1), localHits: 1)
var w2 = w1
w2.counter.hits = 50
w2.localHits = 50
print(w1.counter.hits, w1.localHits, w2.counter.hits, w2.localHits)

var docs = [Document(title: "a"), Document(title: "b")]
let docsCopy = docs
docsCopy[1].title = "changed through copy"
docs.append(Document(title: "c"))
print(docs.map(\.title), docsCopy.count)

let originals = [Margins(top: 1), Margins(top: 3)]
var edited = originals
edited[0].top = 100
print(originals[0].top, edited[0].top, originals.map(\.vertical), edited.map(\.vertical))
func shrink(_ m: Margins) -> Margins { var m = m; m.side /= 2; return m }
print(shrink(standard).side, standard.side)
func rename(_ d: Document) { d.title = "renamed" }
rename(draft)
print(sameDraft.title)
// expect: standard top 8, tight top 2, tight vertical 10
// expect: Draft v2 has 42 pages, side margin 2
// expect: true true
// expect: soup ["boil", "chop"] | spicy soup ["boil", "chop", "add chili"]
// expect: 50 1 50 50
// expect: ["a", "changed through copy", "c"] 2
// expect: 1 100 [9, 11] [108, 11]
// expect: 6 12
// expect: renamed
