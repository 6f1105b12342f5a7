// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/creating-a-custom-component-with-binding (Bookworm's PushButton: with @Binding the parent's Text follows the button; a copy of the button written with @State, as the tutorial shows first, keeps its own value and never tells the parent)
// The tutorial's first PushButton declares `@State var isOn: Bool`: the parent's value only seeds the state when the
// view first appears, after which SwiftUI keeps the state and ignores new initial values (Apple: State, "don't
// initialize a state property of a view at the point in the view hierarchy where you instantiate the view"). With
// `@Binding var isOn` the toggle writes the parent's `rememberMe`, which the parent's body reads, so it runs.
// - "Remember Me" (binding): the parent runs with On.
// - "Copying" (state): it flips its own copy, which started as false: on; the parent does not run.
// - "Remember Me" again: Off. "Copying" again: its copy goes back to off, the parent still does not run.
import SwiftUI

struct PushButton: View {
    let title: String
    @Binding var isOn: Bool

    var onColors = [Color.red, Color.yellow]
    var offColors = [Color(white: 0.6), Color(white: 0.4)]

    var body: some View {
        Button(title) {
            isOn.toggle()
        }
        .padding()
        .background(LinearGradient(colors: isOn ? onColors : offColors, startPoint: .top, endPoint: .bottom))
        .foregroundStyle(.white)
        .clipShape(.capsule)
        .shadow(radius: isOn ? 0 : 5)
    }
}

struct CopyingPushButton: View {
    let title: String
    @State var isOn: Bool

    var body: some View {
        Button(title) {
            isOn.toggle()
            print("\(title) button thinks it is \(isOn ? "on" : "off")")
        }
        .padding()
        .background(isOn ? Color.red : Color.gray)
    }
}

struct RememberMeView: View {
    @State private var rememberMe = false

    var body: some View {
        let _ = print("parent body: remember me \(rememberMe ? "On" : "Off")")
        VStack {
            PushButton(title: "Remember Me", isOn: $rememberMe)
            CopyingPushButton(title: "Copying", isOn: rememberMe)
            Text(rememberMe ? "On" : "Off")
        }
    }
}

:mount RememberMeView()
// expect: parent body: remember me Off
:tap "Remember Me"
// expect: parent body: remember me On
:tap "Copying"
// expect: Copying button thinks it is on
:tap "Remember Me"
// expect: parent body: remember me Off
:tap "Copying"
// expect: Copying button thinks it is off
