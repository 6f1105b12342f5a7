// Valid SwiftUI that tools/check-interface must accept: Text in all its forms, Label, Image, fonts.
// Written for this corpus in the style of Apple's samples and tutorials.
import SwiftUI

struct Price: View {
    let amount: Double
    let count: Int
    let date = Date()
    let name = "Ann"
    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello, \(name)!")
            Text(verbatim: "Not localized: %d")
            Text(name)
            Text("Items: \(count)")
            Text("Total \(amount, specifier: "%.2f")")
            Text(amount, format: .currency(code: "EUR"))
            Text(count, format: .number)
            Text(0.25, format: .percent)
            Text(date, style: .relative)
            Text(date, format: .dateTime.day().month())
            Text("Due \(date, style: .date)")
            Text("Bold").bold() + Text(" and italic").italic() + Text(" red").foregroundColor(.red)
            Text("Title").font(.largeTitle).fontWeight(.heavy)
            Text("Caption").font(.caption2).foregroundStyle(.secondary)
            Text("Custom").font(.system(size: 24, weight: .semibold, design: .rounded))
            Text("Mono").font(.body.monospaced()).kerning(1.5).underline()
            Text("A long line that wraps").lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle)
            Text("Shout").textCase(.uppercase).minimumScaleFactor(0.5)
            Text(AttributedString("attributed"))
            Label("Settings", systemImage: "gear")
            Label("Logo", image: "logo")
            Label { Text("Custom") } icon: { Image(systemName: "star.fill").foregroundStyle(.yellow) }
                .labelStyle(.iconOnly)
            Image(systemName: "heart.fill").imageScale(.large).symbolRenderingMode(.multicolor)
            Image("photo").resizable().scaledToFit().frame(width: 100)
            Image("photo").resizable().aspectRatio(contentMode: .fill).clipShape(Circle())
            Image(decorative: "background")
            Image(systemName: "wifi", variableValue: 0.5)
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image.resizable()
            } placeholder: {
                ProgressView()
            }
            Text("Price: \(Text(amount, format: .number).bold())")
        }
    }
}

:mount Price(amount: 9.99, count: 3)
