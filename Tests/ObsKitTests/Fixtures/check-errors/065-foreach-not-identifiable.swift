// ForEach over an array of Strings without an id: key path
// Written by an outside author (stop 28 corpus, file 7075); the message is the one Xcode gives as the author
// knows it (not machine-checked: no SwiftUI on Linux); tools/check-interface against Interface/ gives it.
import SwiftUI

struct FruitList: View {
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        VStack {
            ForEach(fruits) { fruit in
                Text(fruit)
            }
        }
    }
}

// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'String' conform to 'Identifiable'
