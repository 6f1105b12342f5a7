// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (a custom binding from a get and a set closure)
// Toggles bound to membership in a Set through `Binding(get:set:)`: the getter asks whether the topic is in the
// set, the setter inserts or removes it.
// - init(get:set:) "Creates a binding with closures that read and write the binding value": a toggle reads through
//   `get` and writes through `set`, so flipping "SwiftUI" inserts it into `followed`.
// - The body reads `followed` (the count), so each write runs it once
//   (https://developer.apple.com/documentation/swiftui/state).
import SwiftUI

struct TopicsForm: View {
    @State private var followed: Set<String> = ["Swift"]
    let topics = ["Swift", "SwiftUI", "Combine"]

    func binding(for topic: String) -> Binding<Bool> {
        Binding(
            get: { followed.contains(topic) },
            set: { isOn in
                if isOn {
                    followed.insert(topic)
                } else {
                    followed.remove(topic)
                }
            }
        )
    }

    var body: some View {
        let _ = print("following \(followed.count)")
        Form {
            Section {
                ForEach(topics, id: \.self) { topic in
                    Toggle(topic, isOn: binding(for: topic))
                }
            } footer: {
                Text("\(followed.count) followed")
            }
            Button("List") {
                print(topics.filter { followed.contains($0) }.joined(separator: ", "))
            }
        }
    }
}

:mount TopicsForm()
// expect: following 1
:toggle "SwiftUI"
// expect: following 2
:toggle "Combine"
// expect: following 3
:toggle "Swift"
// expect: following 2
:tap "List"
// expect: SwiftUI, Combine
