// SwiftUI from Apple's documentation: a state struct changed and changed back in one action does not fire onChange
// Apple, onChange(of:initial:_:) (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)):
// the action runs when the value checked at update time fails the comparison with the previous one ("The new value
// that failed the comparison check"). Within one button action the struct ends equal to where it began.
import SwiftUI

struct Door: Equatable {
    var open = false
    mutating func toggle() { open.toggle() }
}

struct DoorView: View {
    @State private var door = Door()
    var body: some View {
        VStack {
            Button("Wiggle") {
                door.toggle()
                door.toggle()
            }
            Button("Open") { door.toggle() }
        }
        .onChange(of: door) { old, new in
            print("door \(old.open) -> \(new.open)")
        }
    }
}

:mount DoorView()
:tap "Wiggle"
:tap "Open"
// expect: door false -> true
