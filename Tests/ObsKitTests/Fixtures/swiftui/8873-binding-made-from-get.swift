// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp (a binding made from get and set closures derives a Bool from the parent's @State set: the child's Toggle calls set with the new value, and the parent's set changes)
import SwiftUI

struct TopicToggle: View {
    let topic: String
    @Binding var isFollowing: Bool

    var body: some View {
        Toggle(topic, isOn: $isFollowing)
    }
}

struct TopicsScreen: View {
    @State private var followed: Set<String> = ["Swift"]

    private func binding(for topic: String) -> Binding<Bool> {
        Binding(
            get: { followed.contains(topic) },
            set: { isOn in
                print("set \(topic) to \(isOn)")
                if isOn { followed.insert(topic) } else { followed.remove(topic) }
            }
        )
    }

    var body: some View {
        VStack {
            TopicToggle(topic: "Swift", isFollowing: binding(for: "Swift"))
            TopicToggle(topic: "Kotlin", isFollowing: binding(for: "Kotlin"))
            Button("Following") { print("following \(followed.sorted().joined(separator: ", "))") }
        }
    }
}

:mount TopicsScreen()
:toggle "Kotlin"
:toggle "Swift"
:tap "Following"
// expect: set Kotlin to true
// expect: set Swift to false
// expect: following Kotlin
