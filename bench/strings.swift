var text = ""
for number in 0..<200_000 {
    text += "ab"
    if number % 1000 == 0 { text += "\n" }
}
print(text.count)
