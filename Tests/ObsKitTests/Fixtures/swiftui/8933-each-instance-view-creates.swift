// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (each instance of a view creates a distinct instance of the state: rows of a ForEach each get their own storage for the @State inside a DynamicProperty stored without wrapper syntax)
import SwiftUI

struct Likes: DynamicProperty {
    @State var count = 0
}

struct PhotoRow: View {
    let name: String
    private var likes = Likes()

    init(name: String) { self.name = name }

    var body: some View {
        let _ = print("\(name): \(likes.count) likes")
        Button("Like \(name)") { likes.count += 1 }
    }
}

struct Gallery: View {
    var body: some View {
        VStack {
            ForEach(["beach", "forest"], id: \.self) { name in
                PhotoRow(name: name)
            }
        }
    }
}

:mount Gallery()
:tap "Like forest"
:tap "Like forest"
:tap "Like beach"
// expect: beach: 0 likes
// expect: forest: 0 likes
// expect: forest: 1 likes
// expect: forest: 2 likes
// expect: beach: 1 likes
