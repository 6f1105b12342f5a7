// SwiftUI from a community tutorial: https://swiftui.blog/?p=120 (State and Binding: an IncrButton child increments the parent's @State number through @Binding)
// The post: "we define in the ContentView a number variable as State and pass it to the IncrButton. In IncrButton, we
// see that number is a variable with a Binding property, so it can modify the value of this variable, which is bound
// to a variable from another view." Each tap changes the parent's state; the parent's body reads it, so it runs again
// and builds a new IncrButton value (its init runs, as any Swift initializer called in the body); then the parent's
// onChange action sees the new number.
// - Mount: one IncrButton init. Tap Increment three times.
import SwiftUI

struct ContentView: View {
    @State var number: Int = 0

    var body: some View {
        VStack {
            IncrButton(number: $number)
            Text("Incremented: \(number)")
        }
        .padding()
        .onChange(of: number) {
            print("number is now \(number)")
        }
    }
}

struct IncrButton: View {
    @Binding var number: Int

    init(number: Binding<Int>) {
        _number = number
        print("IncrButton init")
    }

    var body: some View {
        VStack {
            Button(action: {
                self.number += 1
            }) {
                Text("Increment")
            }
        }
        .padding()
    }
}

:mount ContentView()
// expect: IncrButton init
:tap "Increment"
// expect: IncrButton init
// expect: number is now 1
:tap "Increment"
// expect: IncrButton init
// expect: number is now 2
:tap "Increment"
// expect: IncrButton init
// expect: number is now 3
