// Closure syntax, capturing, escaping and autoclosures
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A bowling alley: sorting bowlers, spelling lane numbers, score keepers, and a waiting list.
let bowlers = ["Zara", "Ike", "Penelope", "Lu", "Marco"]
print(bowlers.sorted(by: { (a: String, b: String) -> Bool in return a > b }))
print(bowlers.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(bowlers.sorted(by: <))

let spoken = [0: "oh", 1: "one", 2: "two", 3: "three", 4: "four",
              5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"]
let lanes = [12, 7, 405]
let called = lanes.map { lane -> String in
    var lane = lane
    var words: [String] = []
    repeat {
        words.insert(spoken[lane % 10]!, at: 0)
        lane /= 10
    } while lane > 0
    return words.joined(separator: "-")
}
print(called)

func makeScoreKeeper(pinsPerStrike pins: Int) -> () -> Int {
    var score = 0
    func strike() -> Int {
        score += pins
        return score
    }
    return strike
}
let laneSeven = makeScoreKeeper(pinsPerStrike: 10)
print(laneSeven(), laneSeven(), laneSeven())
let kidsLane = makeScoreKeeper(pinsPerStrike: 5)
print(kidsLane())
let sameKeeper = laneSeven
print(sameKeeper())

var pendingResets: [() -> Void] = []
func resetLater(_ action: @escaping () -> Void) {
    pendingResets.append(action)
}
func resetNow(_ action: () -> Void) {
    action()
}
class PinSetter {
    var pinsStanding = 3
    func prepare() {
        resetLater { [self] in pinsStanding = 10 }
        resetNow { pinsStanding = 0 }
    }
}
let setter = PinSetter()
setter.prepare()
print(setter.pinsStanding)
pendingResets.first?()
print(setter.pinsStanding)

var waitingList = ["Odette", "Femi", "Rui"]
let callNext = { waitingList.remove(at: 0) }
print("Waiting: \(waitingList.count)")
print("Lane ready for \(callNext())!")
print("Waiting: \(waitingList.count)")

func announce(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("PA: \(message())") }
}
var built = 0
announce(false, { built += 1; return "hidden" }())
announce(true, "lane 3 is open")
print("built: \(built)")
let total = [9, 7, 10, 3].reduce(0) { $0 + $1 * 2 }
print("doubled pins: \(total)")
// expect: ["Zara", "Penelope", "Marco", "Lu", "Ike"]
// expect: ["Lu", "Ike", "Zara", "Marco", "Penelope"]
// expect: ["Ike", "Lu", "Marco", "Penelope", "Zara"]
// expect: ["one-two", "seven", "four-oh-five"]
// expect: 10 20 30
// expect: 5
// expect: 40
// expect: 0
// expect: 10
// expect: Waiting: 3
// expect: Lane ready for Odette!
// expect: Waiting: 2
// expect: PA: lane 3 is open
// expect: built: 0
// expect: doubled pins: 58
