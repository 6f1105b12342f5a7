// identity-and-lifetime style: a task tied to identity: .id(topic) ends the old Feed, which cancels its running .task (its sleep throws, so it prints the cancellation), and the new Feed starts its own task from the beginning with fresh @State (rules §1.3, §1.4, §11.3)
import SwiftUI

struct Feed: View {
    let topic: String
    @State private var loaded = false

    var body: some View {
        let _ = print("Feed body: \(topic) loaded \(loaded)")
        Text(loaded ? "\(topic) ready" : "Loading \(topic)")
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    loaded = true
                    print("\(topic) loaded")
                } catch {
                    print("\(topic) load cancelled")
                }
            }
    }
}

struct TopicScreen: View {
    @State private var topic = "swift"

    var body: some View {
        let _ = print("TopicScreen body: \(topic)")
        VStack {
            Button("Show design") { topic = "design" }
            Feed(topic: topic)
                .id(topic)
        }
    }
}

:mount TopicScreen()
// expect: TopicScreen body: swift
// expect: Feed body: swift loaded false
:advance 1s
:tap "Show design"
// expect: TopicScreen body: design
// expect: Feed body: design loaded false
// expect: swift load cancelled
:advance 1s
:advance 1s
// expect: design loaded
// expect: Feed body: design loaded true
