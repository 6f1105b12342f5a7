// Stack Overflow style (onGeometryChange with CGSize): a banner framed to full width and 80 points high reports its size, and padding outside it narrows it by both insets (rules §3; Apple onGeometryChange(for:of:action:), frame(maxWidth:maxHeight:))
import SwiftUI

struct ContentView: View {
    @State private var inset: CGFloat = 0

    var body: some View {
        VStack {
            Text("Sale")
                .frame(maxWidth: .infinity, maxHeight: 80)
                .background(.yellow)
                .onGeometryChange(for: CGSize.self) { proxy in
                    proxy.size
                } action: { size in
                    print("banner \(size.width) x \(size.height)")
                }
                .padding(.horizontal, inset)
            Button("Inset banner") { inset = 16 }
            Spacer()
        }
    }
}
:mount ContentView()
// expect: banner 393.0 x 80.0
:tap "Inset banner"
// expect: banner 361.0 x 80.0
