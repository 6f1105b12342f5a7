// Hacking with Swift style (mixed-shape arrays): an unkeyed container whose elements are either a number or an object
import Foundation

enum Step: Equatable {
    case wait(seconds: Int)
    case move(x: Int, y: Int)
    case say(String)
}

struct Script: Decodable {
    var steps: [Step]

    private enum MoveKeys: String, CodingKey { case x, y }
    private enum SayKeys: String, CodingKey { case say }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var result: [Step] = []
        while !list.isAtEnd {
            if let seconds = try? list.decode(Int.self) {
                result.append(.wait(seconds: seconds))
            } else if let words = try? list.decode(String.self) {
                result.append(.say(words))
            } else {
                let obj = try list.nestedContainer(keyedBy: MoveKeys.self)
                result.append(.move(x: try obj.decode(Int.self, forKey: .x), y: try obj.decode(Int.self, forKey: .y)))
            }
        }
        steps = result
    }
}

let json = """
[2, {"x": 1, "y": 0}, "hello", {"x": 0, "y": 3}, 5, "bye"]
"""

let script = try JSONDecoder().decode(Script.self, from: Data(json.utf8))
var position = (x: 0, y: 0)
var clock = 0
for step in script.steps {
    switch step {
    case .wait(let s):
        clock += s
        print("t=\(clock) waited \(s)s")
    case .move(let dx, let dy):
        position.x += dx; position.y += dy
        print("t=\(clock) moved to (\(position.x), \(position.y))")
    case .say(let text):
        print("t=\(clock) said \"\(text)\"")
    }
}
print(script.steps.count, script.steps.first == .wait(seconds: 2), script.steps.last == .say("bye"))

// expect: t=2 waited 2s
// expect: t=2 moved to (1, 0)
// expect: t=2 said "hello"
// expect: t=2 moved to (1, 3)
// expect: t=7 waited 5s
// expect: t=7 said "bye"
// expect: 6 true true
