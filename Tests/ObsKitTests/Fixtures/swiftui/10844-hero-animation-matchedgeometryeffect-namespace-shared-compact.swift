// Tutorial style (hero animation with matchedGeometryEffect): a @Namespace shared by a compact and an expanded card in the two branches of an if/else; tapping (onTapGesture) swaps the branches, so one card disappears and the other appears (rules §15.21, §1.1, §11.1, §15.10, §2.1)
import SwiftUI

struct CompactCard: View {
    let namespace: Namespace.ID

    var body: some View {
        let _ = print("CompactCard body")
        VStack {
            RoundedRectangle(cornerRadius: 12)
                .fill(.blue)
                .matchedGeometryEffect(id: "card", in: namespace)
                .frame(width: 80, height: 80)
            Text("Tap to open")
                .matchedGeometryEffect(id: "title", in: namespace)
        }
        .onAppear { print("CompactCard appeared") }
        .onDisappear { print("CompactCard disappeared") }
    }
}

struct ExpandedCard: View {
    let namespace: Namespace.ID

    var body: some View {
        let _ = print("ExpandedCard body")
        VStack {
            RoundedRectangle(cornerRadius: 24)
                .fill(.blue)
                .matchedGeometryEffect(id: "card", in: namespace)
                .frame(height: 300)
            Text("Tap to close")
                .font(.title)
                .matchedGeometryEffect(id: "title", in: namespace)
        }
        .padding()
        .onAppear { print("ExpandedCard appeared") }
        .onDisappear { print("ExpandedCard disappeared") }
    }
}

struct ContentView: View {
    @Namespace private var cardSpace
    @State private var isExpanded = false

    var body: some View {
        let _ = print("ContentView body, expanded: \(isExpanded)")
        ZStack {
            if isExpanded {
                ExpandedCard(namespace: cardSpace)
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4)) {
                            isExpanded = false
                        }
                    }
            } else {
                CompactCard(namespace: cardSpace)
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.4)) {
                            isExpanded = true
                        }
                    }
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body, expanded: false
// expect: CompactCard body
// expect: CompactCard appeared
:tap "Tap to open"
// expect: ContentView body, expanded: true
// expect: ExpandedCard body
// expect: CompactCard disappeared
// expect: ExpandedCard appeared
:tap "Tap to close"
// expect: ContentView body, expanded: false
// expect: CompactCard body
// expect: ExpandedCard disappeared
// expect: CompactCard appeared
