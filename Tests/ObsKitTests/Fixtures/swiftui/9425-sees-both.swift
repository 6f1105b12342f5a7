// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/how-property-wrappers-become-structs (Instafilter's lesson: a didSet on an @State property runs when code assigns the property, but not when a control writes through its $binding; onChange(of:) sees both)
// `@State private var blurAmount = 0.0 { didSet { ... } }` attaches the observer to the view's own property. A
// Button action that assigns `blurAmount = 5` goes through that property, so didSet runs. A control gets
// `$blurAmount`, the State's projected Binding, which writes State's storage directly, so the observer never runs
// (the tutorial's point). onChange(of:) compares the value each time the body runs and fires after any change
// (Apple: View.onChange(of:initial:_:), "the action runs when the value changes"), so it reports both paths. The
// body reads blurAmount, so it runs once per change, before onChange can see the new value.
// - Stepper up: body, onChange; no didSet.
// - Button: didSet (inside the action), then body, then onChange.
// - Stepper down: body, onChange; no didSet.
import SwiftUI

struct BlurControls: View {
    @State private var blurAmount = 0.0 {
        didSet {
            print("didSet: blur is now \(blurAmount)")
        }
    }

    var body: some View {
        let _ = print("body: blur \(blurAmount)")
        VStack {
            Text("Hello, World!")
                .blur(radius: blurAmount)

            Stepper("Blur", value: $blurAmount, in: 0...20)

            Button("Set blur to 5") {
                blurAmount = 5
            }
        }
        .onChange(of: blurAmount) { oldValue, newValue in
            print("onChange: \(oldValue) -> \(newValue)")
        }
    }
}

:mount BlurControls()
// expect: body: blur 0.0
:step "Blur" up
// expect: body: blur 1.0
// expect: onChange: 0.0 -> 1.0
:tap "Set blur to 5"
// expect: didSet: blur is now 5.0
// expect: body: blur 5.0
// expect: onChange: 1.0 -> 5.0
:step "Blur" down
// expect: body: blur 4.0
// expect: onChange: 5.0 -> 4.0
