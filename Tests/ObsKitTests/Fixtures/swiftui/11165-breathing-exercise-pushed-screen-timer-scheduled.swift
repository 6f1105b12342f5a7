// Hacking with Swift style (breathing exercise on a pushed screen): a Timer scheduled in onAppear and kept in @State toggles the phase inside withAnimation; popping runs onDisappear, which invalidates it (rules §11.1, §14.3, §15.15)
import SwiftUI

struct BreathingView: View {
    @State private var timer: Timer?
    @State private var inhale = true
    @State private var cycles = 0

    var body: some View {
        let _ = print("breathe \(inhale ? "in" : "out") cycles=\(cycles)")
        Text(inhale ? "Breathe in" : "Breathe out")
            .scaleEffect(inhale ? 1.5 : 1)
            .onAppear {
                print("timer scheduled")
                timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
                    withAnimation(.easeInOut(duration: 2)) {
                        inhale.toggle()
                    }
                    if inhale { cycles += 1 }
                }
            }
            .onDisappear {
                timer?.invalidate()
                timer = nil
                print("timer invalidated")
            }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Breathe") {
                    BreathingView()
                }
            }
            .navigationTitle("Calm")
        }
    }
}
:mount ContentView()
:tap "Breathe"
// expect: breathe in cycles=0
// expect: timer scheduled
:advance 4s
// expect: breathe out cycles=0
// expect: breathe in cycles=1
:back
// expect: timer invalidated
:advance 4s
