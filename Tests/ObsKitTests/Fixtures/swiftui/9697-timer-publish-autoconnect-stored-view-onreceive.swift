// Hacking with Swift "Flashzilla" style countdown: a Timer.publish(...).autoconnect() stored in the view and .onReceive(timer) counting down once a second; at zero it stops itself, Reset starts over
import SwiftUI

struct CountdownView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var timeRemaining = 3
    @State private var isActive = true

    var body: some View {
        let _ = print("CountdownView body: \(timeRemaining) active=\(isActive)")
        VStack {
            Text("Time: \(timeRemaining)")
            Button("Reset") {
                timeRemaining = 3
                isActive = true
            }
        }
        .onReceive(timer) { _ in
            guard isActive else { return }
            if timeRemaining > 0 {
                timeRemaining -= 1
            } else {
                print("time's up")
                isActive = false
            }
        }
    }
}

:mount CountdownView()
// expect: CountdownView body: 3 active=true
:advance 3s
// expect: CountdownView body: 2 active=true
// expect: CountdownView body: 1 active=true
// expect: CountdownView body: 0 active=true
:advance 1s
// expect: time's up
// expect: CountdownView body: 0 active=false
:advance 2s
:tap "Reset"
// expect: CountdownView body: 3 active=true
:advance 2s
// expect: CountdownView body: 2 active=true
// expect: CountdownView body: 1 active=true
