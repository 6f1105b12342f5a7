// Structures and Classes: definitions, default property values, memberwise initializers, nested property access and assignment.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct PaperSize {
    var width = 0
    var height = 0
}
final class PrintJob {
    var paper = PaperSize()
    var doubleSided = false
    var inkLevel = 0.0
    var name: String?
}
let somePaper = PaperSize()
let someJob = PrintJob()
print("somePaper is \(somePaper.width) wide")
print("someJob prints on paper \(someJob.paper.width) wide")
someJob.paper.width = 210
print("someJob now prints on paper \(someJob.paper.width) wide")
let postcard = PaperSize(width: 148, height: 105)
let receiptRoll = PaperSize(height: 600)
print(postcard, receiptRoll)
struct Card {
    var title: String
    var tags: [String] = []
    var isPinned = false
}
var card = Card(title: "Groceries")
card.tags.append("home")
let pinned = Card(title: "Ideas", isPinned: true)
let full = Card(title: "Trip", tags: ["travel", "2025"], isPinned: false)
print(card)
print(pinned.isPinned, full.tags.count)
someJob.name = "flyers"
someJob.inkLevel = 0.35
print(someJob.name ?? "-", someJob.inkLevel, someJob.doubleSided)
let jobs = [PrintJob(), someJob]
print(jobs.map { $0.paper.width })

// expect: somePaper is 0 wide
// expect: someJob prints on paper 0 wide
// expect: someJob now prints on paper 210 wide
// expect: PaperSize(width: 148, height: 105) PaperSize(width: 0, height: 600)
// expect: Card(title: "Groceries", tags: ["home"], isPinned: false)
// expect: true 2
// expect: flyers 0.35 false
// expect: [0, 210]
