// HWS "withAnimation" style: the state change inside withAnimation is done when it returns (the action sees it), withAnimation returns its closure's result, and a completion runs once the action returns, before the update; the body runs once per tap (rules §15.15, §10.1)
import SwiftUI

struct CardDetails: View {
    var body: some View {
        let _ = print("CardDetails body")
        Text("Extra details")
            .onAppear { print("details appeared") }
    }
}

struct ExpandingCard: View {
    @State private var expanded = false
    @State private var bumps = 0

    var body: some View {
        let _ = print("ExpandingCard body: expanded=\(expanded), bumps=\(bumps)")
        VStack {
            Button("Toggle details") {
                withAnimation(.spring) {
                    expanded.toggle()
                }
                print("after withAnimation: expanded=\(expanded)")
            }
            Button("Bump") {
                let total = withAnimation(.easeIn) {
                    bumps += 1
                    return bumps
                }
                print("bumped to \(total)")
            }
            Button("Collapse") {
                print("collapsing")
                withAnimation(.default, completionCriteria: .logicallyComplete) {
                    expanded = false
                } completion: {
                    print("collapse finished")
                }
            }
            if expanded {
                CardDetails()
                    .transition(.opacity)
            }
        }
    }
}

:mount ExpandingCard()
// expect: ExpandingCard body: expanded=false, bumps=0
:tap "Toggle details"
// expect: after withAnimation: expanded=true
// expect: ExpandingCard body: expanded=true, bumps=0
// expect: CardDetails body
// expect: details appeared
:tap "Bump"
// expect: bumped to 1
// expect: ExpandingCard body: expanded=true, bumps=1
:tap "Collapse"
// expect: collapsing
// expect: collapse finished
// expect: ExpandingCard body: expanded=false, bumps=1
