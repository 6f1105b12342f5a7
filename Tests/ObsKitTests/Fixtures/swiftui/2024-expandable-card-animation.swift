// Issue 13 (A), an expandable card with `withAnimation`, `.transition`, `.animation(_:value:)` and
// `.rotationEffect` on a chevron: the usual way learners animate a disclosure.
// Expected: withAnimation runs its closure at once; the body runs once per tap; the details' onAppear and
// onDisappear run as they are inserted and removed.
import SwiftUI

struct ExpandableCard: View {
    @State private var isExpanded = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading) {
            Button {
                withAnimation(.spring(duration: 0.3)) {
                    isExpanded.toggle()
                }
                print("expanded:", isExpanded)
            } label: {
                HStack {
                    Text("Order #1042")
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                }
            }
            if isExpanded {
                Text("2 × Espresso, 1 × Croissant")
                    .transition(.opacity.combined(with: .move(edge: .top)))
                    .onAppear { print("details appear") }
                    .onDisappear { print("details disappear") }
            }
        }
        .animation(.default, value: isExpanded)
    }
}

:mount ExpandableCard()
:tap "Order #1042"
:tap "Order #1042"

// expect: ExpandableCard: @self, @identity, _isExpanded changed.
// expect: expanded: true
// expect: ExpandableCard: _isExpanded changed.
// expect: details appear
// expect: expanded: false
// expect: ExpandableCard: _isExpanded changed.
// expect: details disappear
