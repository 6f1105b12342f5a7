// SwiftUI from Apple's documentation: removing one element from a ForEach's data makes only that element's view disappear
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): the data's identity is used
// "to scope the lifetime of the views associated to it"; "Once the identity of the view changes or the view is removed,
// its lifetime ends."
// Apple, onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)): "Adds an
// action to perform after this view disappears."
import SwiftUI

struct Treat: Identifiable {
    let id: Int
    let name: String
}

struct TreatJar: View {
    @State private var treats = [Treat(id: 1, name: "Biscuit"), Treat(id: 2, name: "Bone"), Treat(id: 3, name: "Chew")]
    var body: some View {
        VStack {
            Button("Eat Bone") { treats.removeAll { $0.id == 2 } }
            Button("Eat Biscuit") { treats.removeAll { $0.id == 1 } }
            ForEach(treats) { treat in
                Text(treat.name)
                    .onDisappear { print("\(treat.name) disappeared") }
            }
        }
    }
}

:mount TreatJar()
:tap "Eat Bone"
:tap "Eat Biscuit"
// expect: Bone disappeared
// expect: Biscuit disappeared
