// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/actor (an actor counts visits from many child tasks of a view's .task; its isolation makes the total exact)
// What SwiftUI does: "Actors ... only allow one task to access their mutable state at a time" (Swift book, "Actors":
// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/#Actors). Three child
// tasks of a task group each add 100; the total is 300, stored in @State by the view's task
// (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)).
import SwiftUI

actor VisitCounter {
    private(set) var visits = 0

    func record() {
        visits += 1
    }
}

struct StatsView: View {
    @State private var total = 0
    private let counter = VisitCounter()

    var body: some View {
        let _ = print("body: total \(total)")
        Text("Visits: \(total)")
            .task {
                await withTaskGroup(of: Void.self) { group in
                    for _ in 0..<3 {
                        group.addTask {
                            for _ in 0..<100 {
                                await counter.record()
                            }
                        }
                    }
                }
                total = await counter.visits
            }
    }
}

:mount StatsView()
// expect: body: total 0
// expect: body: total 300
