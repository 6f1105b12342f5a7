// Valid SwiftUI that tools/check-interface must accept: stacks, grids, scroll views, geometry, shapes,
// colors and gradients, and the cosmetic and layout modifiers.
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Gallery: View {
    let columns = [GridItem(.adaptive(minimum: 80)), GridItem(.flexible()), GridItem(.fixed(40), spacing: 4)]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<20, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(hue: Double(i) / 20, saturation: 0.8, brightness: 0.9))
                        .frame(height: 80)
                        .overlay(Text("\(i)").foregroundStyle(.white))
                }
            }
            .padding(.horizontal)
            LazyHGrid(rows: [GridItem(.flexible())]) { Text("row") }
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Pinned")) { Text("a") }
            }
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 8) {
                GridRow {
                    Text("Name")
                    Text("Value").gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("x").gridCellColumns(2) }
            }
        }
        .scrollIndicators(.hidden)
        .safeAreaInset(edge: .bottom) { Text("Footer").frame(maxWidth: .infinity).background(.ultraThinMaterial) }
        .ignoresSafeArea(.keyboard)
    }
}

struct Shapes: View {
    @State private var angle = 0.0
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black.opacity(0.1).edgesIgnoringSafeArea(.all)
            Circle().stroke(Color.red, lineWidth: 4).frame(width: 50, height: 50)
            Capsule().fill(.blue.gradient)
            Ellipse().strokeBorder(.green, style: StrokeStyle(lineWidth: 2, dash: [4]))
            Rectangle().fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
            RoundedRectangle(cornerRadius: 8, style: .continuous).stroke(lineWidth: 1)
            Triangle().fill(.purple).rotationEffect(.degrees(angle))
            Circle().trim(from: 0, to: 0.7).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 100)
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color(.systemBackground)
            Color("AccentColor")
            Color.accentColor
        }
        .frame(maxWidth: .infinity, maxHeight: 300, alignment: .topLeading)
    }
}

struct Cosmetics: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Text("Card")
                .padding()
                .padding(.vertical, 8)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .background(Color.blue)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                .background { Color.gray }
                .foregroundColor(.white)
                .cornerRadius(8)
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .overlay(alignment: .topTrailing) { Circle().frame(width: 8, height: 8) }
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.white, lineWidth: 1))
                .shadow(radius: 4)
                .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                .opacity(0.9)
                .scaleEffect(1.1)
                .rotationEffect(.degrees(5))
                .offset(x: 4, y: -2)
                .blur(radius: 0.5)
                .border(Color.red)
                .contentShape(Rectangle())
                .zIndex(1)
                .accentColor(.pink)
                .help("A card")
                .accessibilityLabel("Card")
                .accessibilityHint("Shows a card")
                .accessibilityAddTraits(.isButton)
                .accessibilityHidden(false)
                .redacted(reason: .placeholder)
            Spacer(minLength: 10)
            Divider()
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))").position(x: proxy.size.width / 2, y: proxy.frame(in: .global).minY)
            }
            ScrollViewReader { proxy in
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack { ForEach(0..<10) { Text("\($0)").id($0) } }
                }
                .onAppear { proxy.scrollTo(5, anchor: .center) }
            }
            ViewThatFits { Text("Long version"); Text("Short") }
            GroupBox("Box") { Text("inside") }
            DisclosureGroup("More") { Text("hidden") }
            ContentUnavailableView("No items", systemImage: "tray", description: Text("Add one"))
            ContentUnavailableView.search
        }
        .preferredColorScheme(.dark)
        .environment(\.colorScheme, .dark)
        .statusBarHidden()
        .fixedSize()
    }
}

:mount Gallery()
