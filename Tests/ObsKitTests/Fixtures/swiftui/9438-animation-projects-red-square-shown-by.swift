// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/showing-and-hiding-views-with-transitions (the Animation project's red square shown by `if isShowingRed` inside withAnimation, with an asymmetric transition, and a second square using a custom `.pivot` transition built from a ViewModifier)
// withAnimation runs its closure at once and animates the changes it makes (Apple: withAnimation(_:_:)); the state
// changes immediately, so the body runs once per tap. A transition only says how an inserted or removed view
// animates (Apple: View.transition(_:)); `.modifier(active:identity:)` builds one from a ViewModifier, as the
// tutorial's CornerRotateModifier does. An inserted view's onAppear runs when it is inserted, each time.
// - "Tap Me": the red square is inserted and appears; again: removed; again: inserted and appears.
// - Tapping the blue area (its text) inserts the pivoting square.
import SwiftUI

struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct TransitionsDemo: View {
    @State private var isShowingRed = false
    @State private var isShowingPivot = false

    var body: some View {
        let _ = print("body: red \(isShowingRed), pivot \(isShowingPivot)")
        VStack {
            Button("Tap Me") {
                withAnimation {
                    isShowingRed.toggle()
                }
            }

            if isShowingRed {
                Rectangle()
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
                    .onAppear {
                        print("red square appeared")
                    }
            }

            ZStack {
                Rectangle()
                    .fill(.blue)
                    .frame(width: 200, height: 200)
                Text("Tap the blue square")

                if isShowingPivot {
                    Rectangle()
                        .fill(.green)
                        .frame(width: 200, height: 200)
                        .transition(.pivot)
                        .onAppear {
                            print("pivot square appeared")
                        }
                }
            }
            .onTapGesture {
                withAnimation {
                    isShowingPivot.toggle()
                }
            }
        }
    }
}

:mount TransitionsDemo()
// expect: body: red false, pivot false
:tap "Tap Me"
// expect: body: red true, pivot false
// expect: red square appeared
:tap "Tap Me"
// expect: body: red false, pivot false
:tap "Tap Me"
// expect: body: red true, pivot false
// expect: red square appeared
:tap "Tap the blue square"
// expect: body: red true, pivot true
// expect: pivot square appeared
