"""Writes tests/fixtures/perception/text-lines/: evaluation screens with text areas and the line
boxes training/caap_train/text_lines.py finds in them. The TypeScript port must find the same
boxes (tests/unit/perception-text-lines.test.ts). Run after changing the rule, from training/:

  PYTHONPATH=. /usr/bin/python3 ../scripts/text-lines-fixtures.py                 (new screens)
  PYTHONPATH=. /usr/bin/python3 ../scripts/text-lines-fixtures.py --add-shifted   (same screens)
"""
import json, os, shutil, sys
from caap_train.data import read_records, load_canonical
from caap_train.text_lines import line_boxes
def as_dicts(lines):
  return [dict(left=l[0],top=l[1],right=l[2],bottom=l[3]) for l in lines]

# A box as a detector may give it, a few pixels inside the border on every side: the rule
# snaps it back onto the border (step 0), and the TypeScript port must do the same.
SHIFT_LEFT, SHIFT_TOP, SHIFT_RIGHT, SHIFT_BOTTOM = 3, 1, -2, -1
def shifted(img,b):
  sb=dict(b,left=b['left']+SHIFT_LEFT,top=b['top']+SHIFT_TOP,right=b['right']+SHIFT_RIGHT,bottom=b['bottom']+SHIFT_BOTTOM)
  return {'box':sb,'lines':as_dicts(line_boxes(img,(sb['left'],sb['top'],sb['right'],sb['bottom'])))}

if '--add-shifted' in sys.argv:  # add the shifted boxes to the existing fixtures, same screens
  path='../tests/fixtures/perception/text-lines/expected.json'
  cases=json.load(open(path))
  for c in cases:
    img=load_canonical('../tests/fixtures/perception/text-lines/'+c['image'])
    for a in c['areas']: a['shifted']=shifted(img,a['box'])
  json.dump(cases,open(path,'w'),indent=1)
  sys.exit(0)

recs=read_records('../datasets/eval-0-19')
want={'copy-paste':2,'scroll-text':2,'copy-paste-2':1,'email-inbox-reply':1,'sign-agreement':1,'resize-textarea':1}
out=[]; os.makedirs('../tests/fixtures/perception/text-lines',exist_ok=True)
for r in recs:
  t=r['task']
  tas=[e for e in r['elements'] if e['type']=='text_area' and e.get('text')]
  if not tas or want.get(t,0)<=0: continue
  img=load_canonical(r['image'])
  items=[]
  for e in tas:
    b=e['box']; lb=line_boxes(img,(b['left'],b['top'],b['right'],b['bottom']))
    items.append({'box':b,'lines':as_dicts(lb),'labelLines':len(e['text'].split('\n')),'shifted':shifted(img,b)})
  if t=='email-inbox-reply' and all(len(i['lines'])<2 for i in items): continue
  want[t]-=1
  name=os.path.basename(r['image'])
  shutil.copy(r['image'],'../tests/fixtures/perception/text-lines/'+name)
  out.append({'image':name,'areas':items})
json.dump(out,open('../tests/fixtures/perception/text-lines/expected.json','w'),indent=1)
print(len(out), [ (o['image'],[len(a['lines']) for a in o['areas']],[a['labelLines'] for a in o['areas']]) for o in out])
