// SwiftUI from Apple's documentation: Picker and PickerStyle.segmented (Int tags written to the selection)
// Source: developer.apple.com/documentation/swiftui/picker: "Append a tag to each of these content views using
// the View/tag(_:) view modifier so that the type of each selection matches the type of the bound state
// variable". tag(_:includeOptional:): "Use this modifier to differentiate among certain selectable views, like
// the possible values of a Picker". developer.apple.com/documentation/swiftui/pickerstyle/segmented: "A picker
// style that presents the options in a segmented control." Choosing a segment writes its tag to the binding.
import SwiftUI

struct FavoriteColorView: View {
    @State private var favoriteColor = 0

    var body: some View {
        VStack {
            Picker("What is your favorite color?", selection: $favoriteColor) {
                Text("Red").tag(0)
                Text("Green").tag(1)
                Text("Blue").tag(2)
            }
            .pickerStyle(.segmented)

            Text("Value: \(favoriteColor)")
        }
        .onChange(of: favoriteColor) { oldValue, newValue in
            print("favoriteColor \(oldValue) -> \(newValue)")
        }
    }
}

:mount FavoriteColorView()
:pick "Blue" in "What is your favorite color?"
:pick "Green" in "What is your favorite color?"

// expect: favoriteColor 0 -> 2
// expect: favoriteColor 2 -> 1
