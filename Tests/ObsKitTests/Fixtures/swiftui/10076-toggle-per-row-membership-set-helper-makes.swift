// Stack Overflow Q&A style: "a Toggle per row for membership in a Set": a helper makes Binding(get:set:) over followed.contains(topic); a flip writes the Set, the list's body runs, and every row runs because each gets a new Binding(get:set:), which never equals the last (rules §9.1, §2.5, §2.6, §15.1)
import SwiftUI

struct TopicToggle: View {
    let topic: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("TopicToggle body: \(topic) \(isOn)")
        Toggle(topic, isOn: $isOn)
    }
}

struct TopicsView: View {
    let topics = ["Swift", "Rust", "Go"]
    @State private var followed: Set<String> = ["Swift"]

    func binding(for topic: String) -> Binding<Bool> {
        Binding(
            get: { followed.contains(topic) },
            set: { isOn in
                if isOn { followed.insert(topic) } else { followed.remove(topic) }
            }
        )
    }

    var body: some View {
        let _ = print("TopicsView body: \(followed.sorted())")
        List {
            ForEach(topics, id: \.self) { topic in
                TopicToggle(topic: topic, isOn: binding(for: topic))
            }
        }
    }
}

:mount TopicsView()
// expect: TopicsView body: ["Swift"]
// expect: TopicToggle body: Swift true
// expect: TopicToggle body: Rust false
// expect: TopicToggle body: Go false
:toggle "Rust"
// expect: TopicsView body: ["Rust", "Swift"]
// expect: TopicToggle body: Swift true
// expect: TopicToggle body: Rust true
// expect: TopicToggle body: Go false
:toggle "Swift"
// expect: TopicsView body: ["Rust"]
// expect: TopicToggle body: Swift false
// expect: TopicToggle body: Rust true
// expect: TopicToggle body: Go false
