// `@Namespace` gives a view an id it keeps for its lifetime, for `matchedGeometryEffect(id:in:)` (Apple's
// pages `namespace`, `view/matchedgeometryeffect(id:in:properties:anchor:issource:)`). The effect only
// animates frames, so the choice of the marked view behaves as any other (rules §15.21: ObsREPL accepts both
// and animates nothing). The namespace is not a property a tap can change: the marker moves with the state.
import SwiftUI

struct Tabs: View {
    @Namespace private var marker
    @State private var chosen = "One"

    var body: some View {
        HStack {
            ForEach(["One", "Two"], id: \.self) { name in
                VStack {
                    Button(name) { withAnimation { chosen = name } }
                    if chosen == name {
                        Text("marked \(name)").matchedGeometryEffect(id: "marker", in: marker)
                    }
                }
            }
        }
        .onChange(of: chosen) { print("chosen", chosen) }
    }
}

:mount Tabs()
:tap "Two"
:tree

// expect: chosen Two
// expect: Tabs#1
// expect:   HStack  .onChange
// expect:     row #2
// expect:       VStack
// expect:         Button "One"
// expect:     row #3
// expect:       VStack
// expect:         Button "Two"
// expect:         Text "marked Two"  .matchedGeometryEffect
