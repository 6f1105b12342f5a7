// App code: an FNV-1a hash over a string's UTF-8 bytes, with UInt32 and UInt64 wrapping multiplication.
// Expected output: swiftc 6.3.1 on this machine.
func fnv1a32(_ text: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16_777_619
    }
    return hash
}
func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 1_099_511_628_211
    }
    return hash
}
for word in ["", "a", "swift", "Hello, world!"] {
    print("\(word.isEmpty ? "(empty)" : word):", fnv1a32(word), fnv1a64(word))
}
let buckets = 8
print(["apple", "pear", "fig"].map { Int(fnv1a32($0) % UInt32(buckets)) })

// expect: (empty): 2166136261 14695981039346656037
// expect: a: 3826002220 12638187200555641996
// expect: swift: 2972868824 11823696842872234712
// expect: Hello, world!: 3985698964 4094109891673226228
// expect: [7, 5, 5]
