// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (the value is Equatable and the action runs only when the new value fails the comparison check: assigning the value it already holds runs nothing)
import SwiftUI

struct LayoutPicker: View {
    @State private var mode = "list"

    var body: some View {
        VStack {
            Button("List") {
                print("tapped List")
                mode = "list"
            }
            Button("Grid") {
                print("tapped Grid")
                mode = "grid"
            }
        }
        .onChange(of: mode) { oldValue, newValue in
            print("mode \(oldValue) -> \(newValue)")
        }
    }
}

:mount LayoutPicker()
:tap "List"
:tap "Grid"
:tap "Grid"
:tap "List"
// expect: tapped List
// expect: tapped Grid
// expect: mode list -> grid
// expect: tapped Grid
// expect: tapped List
// expect: mode grid -> list
