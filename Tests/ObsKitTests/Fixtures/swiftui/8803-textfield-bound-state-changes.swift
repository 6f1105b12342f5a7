// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (a TextField bound to @State changes the value with each typed character, and onChange sees each old and new text)
import SwiftUI

struct NameForm: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .onChange(of: name) { oldValue, newValue in
                print("'\(oldValue)' -> '\(newValue)'")
            }
    }
}

:mount NameForm()
:type "Bo" into "Name"
// expect: '' -> 'B'
// expect: 'B' -> 'Bo'
