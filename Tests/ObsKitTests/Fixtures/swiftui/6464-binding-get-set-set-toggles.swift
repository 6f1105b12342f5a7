// Hacking with Swift / Sarunw "Binding(get:set:) over a Set": one Toggle per row writes set membership; Apple "Binding/init(get:set:)", "List"; rules §9.1, §3.4, §3.5
import SwiftUI

struct Topic: Identifiable {
    let id: Int
    let name: String
}

struct TopicPicker: View {
    let topics = [Topic(id: 1, name: "Swift"), Topic(id: 2, name: "Rust"), Topic(id: 3, name: "Go")]
    @State private var chosen: Set<Int> = [1]

    var body: some View {
        let _ = print("TopicPicker body: \(chosen.sorted())")
        List(topics) { topic in
            Toggle(topic.name, isOn: Binding(
                get: { chosen.contains(topic.id) },
                set: { isOn in
                    print("\(topic.name) -> \(isOn)")
                    if isOn {
                        chosen.insert(topic.id)
                    } else {
                        chosen.remove(topic.id)
                    }
                }
            ))
        }
    }
}

:mount TopicPicker()
:toggle "Rust"
:toggle "Swift"
:toggle "Rust"

// expect: TopicPicker body: [1]
// expect: Rust -> true
// expect: TopicPicker body: [1, 2]
// expect: Swift -> false
// expect: TopicPicker body: [2]
// expect: Rust -> false
// expect: TopicPicker body: []
