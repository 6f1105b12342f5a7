numbers = list(range(1_000_000))
total = 0
for number in numbers:
    total += number
print(total)
