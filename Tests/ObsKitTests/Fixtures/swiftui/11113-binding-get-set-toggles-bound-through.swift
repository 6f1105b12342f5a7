// Apple docs style (Binding(get:set:)): toggles bound through computed bindings to membership in a Set; the setter runs on each flip and the owner re-runs because its body reads the set (rules §9.1, §3.5)
// Page: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
import SwiftUI

struct TopicChooser: View {
    @State private var chosen: Set<String> = []
    let topics = ["swift", "design", "audio"]

    func isOn(_ topic: String) -> Binding<Bool> {
        Binding(
            get: { chosen.contains(topic) },
            set: { newValue in
                print("set \(topic) to \(newValue)")
                if newValue {
                    chosen.insert(topic)
                } else {
                    chosen.remove(topic)
                }
            }
        )
    }

    var body: some View {
        let _ = print("chosen: \(chosen.sorted())")
        Form {
            ForEach(topics, id: \.self) { topic in
                Toggle(topic, isOn: isOn(topic))
            }
        }
    }
}

:mount TopicChooser()
// expect: chosen: []
:toggle "swift"
// expect: set swift to true
// expect: chosen: ["swift"]
:toggle "audio"
// expect: set audio to true
// expect: chosen: ["audio", "swift"]
:toggle "swift"
// expect: set swift to false
// expect: chosen: ["audio"]
