// Initialization: initializers with and without argument labels, default values, optional properties, constants set in init.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct OvenTimer {
    var minutes: Int
    init() { minutes = 20 }
}
print("A new oven timer starts at \(OvenTimer().minutes) minutes")
struct Distance {
    var metres: Double
    init(fromMiles miles: Double) { metres = miles * 1609.344 }
    init(fromFeet feet: Double) { metres = feet * 0.3048 }
    init(_ metres: Double) { self.metres = metres }
}
let parkLoop = Distance(fromMiles: 2.5)
let poolLength = Distance(fromFeet: 82.0)
let sprint = Distance(100.0)
print(parkLoop.metres, poolLength.metres, sprint.metres)
struct Paint {
    let cyan, magenta, yellow: Double
    init(cyan: Double, magenta: Double, yellow: Double) {
        self.cyan = cyan
        self.magenta = magenta
        self.yellow = yellow
    }
    init(gray: Double) {
        cyan = gray
        magenta = gray
        yellow = gray
    }
}
let violet = Paint(cyan: 0.4, magenta: 0.8, yellow: 0.0)
let midGray = Paint(gray: 0.5)
print(violet, midGray)
final class Poll {
    let question: String
    var answer: String?
    init(question: String) { self.question = question }
    func ask() { print(question) }
}
let lunchPoll = Poll(question: "Pizza or noodles for the team lunch?")
lunchPoll.ask()
print(lunchPoll.answer as Any)
lunchPoll.answer = "Noodles, if there is a vegetarian option."
print(lunchPoll.answer!)
final class TodoDraft {
    var title: String?
    var priority = 2
    var done = false
}
let draft = TodoDraft()
print(draft.title as Any, draft.priority, draft.done)
struct Margins { var top = 0.0, side = 0.0 }
print(Margins(), Margins(top: 2.0), Margins(side: 3.0), Margins(top: 1, side: 1))

// expect: A new oven timer starts at 20 minutes
// expect: 4023.36 24.9936 100.0
// expect: Paint(cyan: 0.4, magenta: 0.8, yellow: 0.0) Paint(cyan: 0.5, magenta: 0.5, yellow: 0.5)
// expect: Pizza or noodles for the team lunch?
// expect: nil
// expect: Noodles, if there is a vegetarian option.
// expect: nil 2 false
// expect: Margins(top: 0.0, side: 0.0) Margins(top: 2.0, side: 0.0) Margins(top: 0.0, side: 3.0) Margins(top: 1.0, side: 1.0)
