// Stack Overflow Q&A style: "equatable views to stop re-rendering": a view of plain data is compared by its bytes even though it is Equatable (its == is never called), `.equatable()` makes SwiftUI call ==, and a non-POD Equatable view (it holds a closure) is compared with its == without asking (rules §2.1, §2.2, §2.7)
import SwiftUI

var roundedChecks = 0
var cloudChecks = 0

struct RoundedScore: View, Equatable {
    let slot: Int
    let score: Double

    static func == (lhs: RoundedScore, rhs: RoundedScore) -> Bool {
        roundedChecks += 1
        return lhs.slot == rhs.slot && Int(lhs.score) == Int(rhs.score)
    }

    var body: some View {
        let _ = print("RoundedScore \(slot) body: \(Int(score))")
        Text("\(Int(score))")
    }
}

struct TagCloud: View, Equatable {
    let tags: [String]
    let onTap: () -> Void

    static func == (lhs: TagCloud, rhs: TagCloud) -> Bool {
        cloudChecks += 1
        return lhs.tags == rhs.tags
    }

    var body: some View {
        let _ = print("TagCloud body: \(tags.joined(separator: ","))")
        Button(tags.joined(separator: " "), action: onTap)
    }
}

struct Scoreboard: View {
    @State private var raw = 10.0
    @State private var tags = ["swift"]

    var body: some View {
        let _ = print("Scoreboard body: \(raw)")
        VStack {
            RoundedScore(slot: 1, score: raw)
            RoundedScore(slot: 2, score: raw).equatable()
            TagCloud(tags: tags) { print("tag tapped") }
            Button("Nudge") { raw += 0.5 }
            Button("Jump") { raw += 1.0 }
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: 10.0
// expect: RoundedScore 1 body: 10
// expect: RoundedScore 2 body: 10
// expect: TagCloud body: swift
print("== calls: rounded \(roundedChecks), cloud \(cloudChecks)")
// expect: == calls: rounded 0, cloud 0
:tap "Nudge"
// expect: Scoreboard body: 10.5
// expect: RoundedScore 1 body: 10
print("== calls: rounded \(roundedChecks), cloud \(cloudChecks)")
// expect: == calls: rounded 1, cloud 1
:tap "Jump"
// expect: Scoreboard body: 11.5
// expect: RoundedScore 1 body: 11
// expect: RoundedScore 2 body: 11
print("== calls: rounded \(roundedChecks), cloud \(cloudChecks)")
// expect: == calls: rounded 2, cloud 2
:tap "swift"
// expect: tag tapped
