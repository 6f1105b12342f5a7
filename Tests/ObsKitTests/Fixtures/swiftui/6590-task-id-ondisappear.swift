// Apple docs `View/task(id:priority:_:)` and `onDisappear`: a detail whose task restarts when its id changes and is cancelled when the view goes away.
// `.task(id:)` starts when the view appears, and when `id` changes it cancels the running task and starts a new one
// (Apple's page, rules §11.3); removing the view cancels its task and runs onDisappear (rules §1.4, §11.1). The task
// checks for cancellation after its sleep and then stops silently, so the cancelled runs print nothing and the output
// doesn't depend on whether a cancellation is seen before the new task starts. Time is virtual: `:advance`.
import SwiftUI

struct TopicDetail: View {
    let topic: String

    var body: some View {
        Text("Topic: \(topic)")
            .onDisappear { print("disappear \(topic)") }
            .task(id: topic) {
                print("task start \(topic)")
                try? await Task.sleep(for: .seconds(2))
                guard !Task.isCancelled else { return }
                print("task done \(topic)")
            }
    }
}

struct TopicBrowser: View {
    @State private var topic = "Swift"
    @State private var showDetail = true

    var body: some View {
        Form {
            Picker("Topic", selection: $topic) {
                Text("Swift").tag("Swift")
                Text("Kotlin").tag("Kotlin")
            }
            Toggle("Show Detail", isOn: $showDetail)
            if showDetail {
                TopicDetail(topic: topic)
            }
        }
    }
}

:mount TopicBrowser()
// expect: task start Swift
:advance 2s
// expect: task done Swift
:pick "Kotlin" in "Topic"
// expect: task start Kotlin
:advance 1s
:pick "Swift" in "Topic"
// expect: task start Swift
:advance 2s
// expect: task done Swift
:toggle "Show Detail"
// expect: disappear Swift
:toggle "Show Detail"
// expect: task start Swift
:toggle "Show Detail"
// expect: disappear Swift
:advance 3s
