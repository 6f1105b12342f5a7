// Stack Overflow answer style: a `Binding` extension that turns a `Set` into one `Bool` binding per element, for Toggles
// What SwiftUI does: `$followed.membership(of: topic)` is a `Binding(get:set:)` over the set's binding: the getter
// tests membership, the setter inserts or removes, writing the whole set back into the `@State` (rules §9.1, §15.1).
// Each flip changes the set and re-runs the view that read it (rules §3.4, §3.5).
// Sources: rules §3.4, §3.5, §9.1, §15.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

extension Binding {
    func membership<Element: Hashable>(of element: Element) -> Binding<Bool> where Value == Set<Element> {
        Binding<Bool>(
            get: { wrappedValue.contains(element) },
            set: { isMember in
                if isMember {
                    wrappedValue.insert(element)
                } else {
                    wrappedValue.remove(element)
                }
            }
        )
    }
}

struct TopicPicker: View {
    private let topics = ["Swift", "Kotlin", "Rust"]
    @State private var followed: Set<String> = ["Swift"]

    var body: some View {
        let _ = print("TopicPicker body: \(followed.sorted())")
        Form {
            ForEach(topics, id: \.self) { topic in
                Toggle(topic, isOn: $followed.membership(of: topic))
            }
        }
    }
}

:mount TopicPicker()
// expect: TopicPicker body: ["Swift"]
:toggle "Rust"
// expect: TopicPicker body: ["Rust", "Swift"]
:toggle "Swift"
// expect: TopicPicker body: ["Rust"]
:toggle "Kotlin"
// expect: TopicPicker body: ["Kotlin", "Rust"]
